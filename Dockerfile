# Custom Beam SDK worker image with the de-identification engine installed.
#
# Usable as --sdk_container_image on Dataflow (Runner v2) and as the worker
# environment on Flink (--environment_type=DOCKER --environment_config=IMAGE).
# The base image's Beam and Python versions must match setup.py's pin and the
# Python of the machine that submits the job (here Beam 2.77.0, Python 3.11).
FROM apache/beam_python3.11_sdk:2.77.0

# torch==2.13.0 from the default index is a CUDA build (several GB); a CPU-only
# worker can point pip at a CPU wheel index through this build argument.
ARG PIP_EXTRA_INDEX_URL=""
ENV PIP_EXTRA_INDEX_URL=${PIP_EXTRA_INDEX_URL} \
    PIP_NO_CACHE_DIR=1 \
    PYTHONDONTWRITEBYTECODE=1

WORKDIR /opt/deid
COPY setup.py README.md ./
COPY deid ./deid
COPY pipelines ./pipelines
COPY transforms ./transforms
COPY models ./models

# The same install step as CI (.ci/run) and the README, without the test extras.
RUN pip install -e . && python -c "import deid.pipelines.deidentify, deid.transforms.deidentify.stage"

# The Beam SDK harness stays the entry point, as the base image defines it.
ENTRYPOINT ["/opt/apache/beam/boot"]
