"""The review report of a de-identification run: one self-contained HTML page for a privacy office.

    figures = read_run("out/2026-11-28")                  # counts, per-note distribution, samples
    html = render_page(figures, previous=read_run("out/2026-11-27"))

``figures`` reads a run's output folder (``docs/CONTRACT.md``: the manifest and the published
Parquet, never the input), ``charts`` draws inline SVG, ``page`` puts them on one page.
"""

# The report's default name inside the run folder: one of the entries a run owns (deid run replaces
# it with the folder, so an old night's report never sits beside a new night's output).
REPORT_NAME = "review.html"
