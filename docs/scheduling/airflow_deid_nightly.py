"""Airflow DAG: the nightly de-identification run, then its review report.

Copy into the DAGs folder of an Airflow that has the engine installed (``pip install /opt/deid``)
and the Apache Beam provider (``pip install apache-airflow-providers-apache-beam``). The run goes
through the provider's ``BeamRunPythonPipelineOperator`` (the job's module file with its options;
``runner`` says where: ``DirectRunner`` on the Airflow worker, or ``DataflowRunner`` with a
``dataflow_config``); the report is a plain command on the run's output folder.

Exit status (README, "Exit status"): the operator fails the task on anything but 0, so a run that
published its output with more dead letters than ``max-dead-letter-share`` allows (status 3) shows
red and the report task does not run; 2 (bad options or inputs) and 1 (failed run) also fail, and
the previous output stays in place. The key is read from a file only the Airflow user reads; it
never appears in the DAG or in the task's logs.
"""
from __future__ import annotations

import pendulum
from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.providers.apache.beam.operators.beam import BeamRunPythonPipelineOperator

DEID = "/opt/deid"
OUTPUT = "/data/deidentified/{{ ds }}"
PREVIOUS = "/data/deidentified/{{ prev_ds }}"

with DAG(
    dag_id="deid_nightly",
    schedule="30 2 * * *",
    start_date=pendulum.datetime(2026, 11, 1, tz="Europe/Brussels"),
    catchup=False,
    max_active_runs=1,
    tags=["deid"],
) as dag:
    deidentify = BeamRunPythonPipelineOperator(
        task_id="deidentify",
        runner="DirectRunner",
        py_file=f"{DEID}/pipelines/deidentify.py",
        pipeline_options={
            "notes": "/data/notes/{{ ds }}/*.jsonl.gz",
            "registry": "/data/registry.csv",
            "output": OUTPUT,
            "key-file": "/etc/deid/key",
            "max-dead-letter-share": "0.01",
            "direct_running_mode": "multi_processing",
            "direct_num_workers": "2",
        },
    )
    report = BashOperator(
        task_id="review_report",
        bash_command=f"{DEID}/.venv/bin/deid report --run {OUTPUT} --previous {PREVIOUS} "
                     f"|| {DEID}/.venv/bin/deid report --run {OUTPUT}",
    )
    deidentify >> report
