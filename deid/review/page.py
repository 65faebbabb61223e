"""The review page: one self-contained HTML file (inline CSS and SVG, no script, no link out).

    html = render_page(figures, previous=previous_figures, known=known_figures())

Sections: the run (when, which options, versions, the key's origin); counts and their
conservation; identifiers per label, detector and locale; identifiers per note; dead letters by
reason; the change from the previous run; the detection's measured figures; a sample of
de-identified notes with each surrogate marked by its label. Everything shown comes from the
run's published output (``deid.review.figures``): surrogates, never an original value.
"""
from __future__ import annotations

import json
from html import escape
from importlib import resources
from typing import Dict, List, Optional, Sequence, Tuple

from deid.review.charts import bar_chart, histogram
from deid.review.figures import HISTOGRAM_TOP, RunFigures

# A relative change this large between two nights is flagged for a look ("identifiers per
# note fell by 30%": a detector off, a new source with another layout).
CHANGE_FLAG = 0.2
LABEL_COLOURS = {
    "NAME": "#ffd9a8", "DATE": "#c9e7c1", "BIRTHDATE": "#a9d99e", "AGE": "#e1f0c4", "ADDRESS": "#cfd8f7",
    "LOCATION": "#d7e3ff", "ORGANIZATION": "#f2d0f0", "PROFESSION": "#f5e1c8", "PHONE": "#ffe8e8",
    "EMAIL": "#ffd6d6", "URL": "#f0d6ff", "ID": "#e8e8e8",
}
STYLE = """
body{font-family:Helvetica,Arial,sans-serif;margin:24px auto;max-width:1100px;color:#222}
h1{font-size:22px}h2{font-size:17px;border-bottom:1px solid #ccc;padding-bottom:4px;margin-top:28px}
table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #ddd;padding:3px 8px;font-size:13px}
th{background:#f3f5f8;text-align:left}td.n{text-align:right}
.alert{background:#fff1d6;border-left:4px solid #e39b00;padding:6px 10px;margin:6px 0}
.ok{color:#2d7a2d}.bad{color:#b00020;font-weight:bold}
.charts{display:flex;flex-wrap:wrap;gap:18px}
.sample{border:1px solid #ddd;padding:8px 10px;margin:10px 0;white-space:pre-wrap;font-family:Menlo,Consolas,monospace;font-size:12px}
.sample h3{font-family:Helvetica,Arial,sans-serif;font-size:12px;margin:0 0 6px 0;color:#555}
mark{padding:0 1px;border-radius:2px}mark sub{font-size:8px;color:#555}
.muted{color:#666;font-size:12px}
"""


def known_figures() -> Optional[dict]:
    """The detection's measured figures shipped with the engine (``bench/generalization.py --figures-out``)."""
    try:
        text = resources.files("deid.review").joinpath("known_figures.json").read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        return None
    return json.loads(text)


def _table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    head = "".join(f"<th>{escape(str(h))}</th>" for h in header) if any(header) else ""
    body = "".join(
        "<tr>" + "".join(f'<td class="n">{_cell(v)}</td>' if isinstance(v, (int, float)) else f"<td>{_cell(v)}</td>"
                         for v in row) + "</tr>"
        for row in rows)
    return f"<table>{f'<tr>{head}</tr>' if head else ''}{body}</table>"


def _cell(value: object) -> str:
    if isinstance(value, float):
        return f"{value:,.2f}"
    if isinstance(value, int):
        return f"{value:,}"
    return escape(str(value))


def _sorted(counts: Dict[str, int]) -> List[Tuple[str, int]]:
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))


def _run_section(f: RunFigures) -> str:
    m = f.manifest
    options = m.get("options", {})
    rows = [
        ("run", m.get("run_id", "")), ("started", m.get("started_at", "")), ("finished", m.get("finished_at", "")),
        ("detectors", ", ".join(options.get("detectors", []))), ("detection profile", options.get("detection_profile", "")),
        ("replacement", options.get("replace", "")), ("default locale", options.get("locale", "")),
        ("key", f"{m.get('key_source', '')} (fingerprint {m.get('key_fingerprint', '')})"),
        ("word lists", m.get("lexicon_digest", "")),
        ("versions", ", ".join(f"{k} {v}" for k, v in sorted(m.get("versions", {}).items()))),
    ]
    out = "<h2>The run</h2>" + _table(("", ""), rows)
    if m.get("key_source") == "demo":
        out += '<p class="alert">This run used the public demo key: its output is NOT pseudonymized.</p>'
    return out


def _counts_section(f: RunFigures) -> str:
    c = f.counts
    conserved = c.get("conserved")
    rows = [
        ("notes in", c.get("notes_in", 0)), ("notes published", c.get("notes_out", 0)),
        ("notes to dead letters", c.get("notes_dead", 0)), ("duplicate note ids", c.get("duplicate_note_ids", 0)),
        ("registry rows in", c.get("registry_rows_in", 0)), ("registry rows to dead letters", c.get("registry_rows_dead", 0)),
        ("identifiers replaced", c.get("spans", 0)), ("identifiers per note", round(f.identifiers_per_note(), 2)),
        ("notes with no identifier", f.notes_without_identifiers()),
    ]
    incremental = f.manifest.get("incremental") or {}
    if incremental.get("previous_output"):
        rows += [("notes reused from the previous run", incremental.get("reused", 0)),
                 ("notes de-identified tonight", incremental.get("processed", 0)),
                 ("notes gone from the input since", incremental.get("removed", 0))]
        if incremental.get("redo_all_reason"):
            rows.append(("previous run not reused because", incremental["redo_all_reason"]))
    verdict = ('<span class="ok">every note accounted for (in = published + dead letters)</span>' if conserved
               else '<span class="bad">notes unaccounted for: in &ne; published + dead letters</span>')
    return "<h2>Counts</h2>" + _table(("", ""), rows) + f"<p>{verdict}</p>"


def _identifier_section(f: RunFigures, previous: Optional[RunFigures]) -> str:
    charts = [
        bar_chart(_sorted(f.per_label()), "Identifiers per label",
                  _sorted(previous.per_label()) if previous else None),
        bar_chart(_sorted(f.per_detector()), "Identifiers per detector",
                  _sorted(previous.per_detector()) if previous else None),
    ]
    locales = f.per_locale()
    if locales is not None:
        charts.append(bar_chart(_sorted(locales), "Notes per locale",
                                _sorted(previous.per_locale() or {}) if previous else None))
    note = ('<p class="muted">Pale thin bars: the previous run.</p>' if previous else "")
    if locales is None:
        note += '<p class="muted">Notes per locale: not recorded by this run\'s engine version.</p>'
    pairs = sorted(f.manifest.get("spans_per_label_and_detector", {}).items())
    table = _table(("label : detector", "identifiers"), [(k, v) for k, v in pairs])
    return "<h2>Identifiers</h2>" + f'<div class="charts">{"".join(charts)}</div>' + note + table


def _per_note_section(f: RunFigures) -> str:
    bins = [(str(k) if k < HISTOGRAM_TOP else f"{HISTOGRAM_TOP}+", f.per_note.get(k, 0))
            for k in range(HISTOGRAM_TOP + 1)]
    return ("<h2>Identifiers per note</h2>"
            + histogram(bins, f"Notes by identifiers replaced ({f.notes_read:,} notes)", "identifiers in the note")
            + '<p class="muted">A note with none replaced is worth a look when its kind usually has some.</p>')


def _dead_section(f: RunFigures, previous: Optional[RunFigures]) -> str:
    reasons = f.dead_reasons()
    if not reasons:
        return "<h2>Dead letters</h2><p>None.</p>"
    return ("<h2>Dead letters</h2>"
            + bar_chart(_sorted(reasons), "Dead letters by input and reason",
                        _sorted(previous.dead_reasons()) if previous else None)
            + '<p class="muted">The records are in dead_letter/ of the run folder, with their reason and '
              'where they were read; never their text.</p>')


def _change(now: float, before: float) -> Tuple[str, bool]:
    if before == 0:
        return ("new" if now else "="), bool(now)
    rel = (now - before) / before
    return f"{rel:+.0%}", abs(rel) >= CHANGE_FLAG


def _change_section(f: RunFigures, previous: Optional[RunFigures]) -> str:
    if previous is None:
        return "<h2>Change from the previous run</h2><p>No previous run given (<code>--previous DIR</code>).</p>"
    rows, flagged = [], []
    metrics = [("notes published", f.counts.get("notes_out", 0), previous.counts.get("notes_out", 0)),
               ("notes to dead letters", f.counts.get("notes_dead", 0), previous.counts.get("notes_dead", 0)),
               ("identifiers per note", round(f.identifiers_per_note(), 2), round(previous.identifiers_per_note(), 2))]
    labels = sorted(set(f.per_label()) | set(previous.per_label()))
    for label in labels:
        now, before = f.per_label().get(label, 0), previous.per_label().get(label, 0)
        n_now, n_before = f.counts.get("notes_out", 0) or 1, previous.counts.get("notes_out", 0) or 1
        metrics.append((f"{label} per 100 notes", round(100 * now / n_now, 1), round(100 * before / n_before, 1)))
    for name, now, before in metrics:
        change, flag = _change(float(now), float(before))
        rows.append((name, before, now, change + (" ⚑" if flag else "")))
        if flag:
            flagged.append(name)
    alert = (f'<p class="alert">Changed by {CHANGE_FLAG:.0%} or more: {escape(", ".join(flagged))}.</p>'
             if flagged else '<p class="ok">No figure changed by 20% or more.</p>')
    run = escape(str(previous.manifest.get("run_id", "")))
    return (f"<h2>Change from the previous run</h2><p class=\"muted\">Previous run: {run}</p>" + alert
            + _table(("figure", "previous", "this run", "change"), rows))


def _known_section(known: Optional[dict]) -> str:
    if not known:
        return ""
    out = ["<h2>How well detection is known to work</h2>",
           f'<p class="muted">Measured on {escape(str(known.get("measured_on", "")))} with '
           f'<code>{escape(str(known.get("command", "")))}</code> (engine {escape(str(known.get("engine", "")))}). '
           "Recall: identifiers found (strict: with their exact extent); precision: replaced spans that were "
           "identifiers; left: names, ids, phones, e-mails and addresses left as written in their place.</p>"]
    for name, rows in known.get("sets", {}).items():
        table_rows = [(key, *(f"{rows[key][m]:.1%}" if rows[key].get(m) is not None else "-"
                              for m in ("recall", "strict", "precision", "left")))
                      for key in rows]
        out.append(f"<h3>{escape(str(known.get('titles', {}).get(name, name)))}</h3>")
        out.append(_table(("subset", "recall", "strict recall", "precision", "left"), table_rows))
    return "".join(out)


def _marked(sample) -> str:
    out, at = [], 0
    for start, end, label in sample.spans:
        if start < at:
            continue
        out.append(escape(sample.text[at:start]))
        colour = LABEL_COLOURS.get(label, "#eee")
        out.append(f'<mark style="background:{colour}" title="{escape(label)}">{escape(sample.text[start:end])}'
                   f"<sub>{escape(label)}</sub></mark>")
        at = end
    out.append(escape(sample.text[at:]))
    if sample.cut:
        out.append(" …")
    return "".join(out)


def _samples_section(f: RunFigures) -> str:
    if not f.samples:
        return ""
    replaced = f.manifest.get("options", {}).get("replace", "surrogates")
    parts = ["<h2>Sample of de-identified notes</h2>",
             f'<p class="muted">{len(f.samples)} notes chosen by a hash of their id, as published '
             f"(replacement: {escape(str(replaced))}); each replaced span is marked with its label. "
             "What is not marked was not replaced.</p>"]
    for sample in f.samples:
        parts.append(f'<div class="sample"><h3>{escape(sample.note_id)}</h3>{_marked(sample)}</div>')
    return "".join(parts)


def render_page(figures: RunFigures, previous: Optional[RunFigures] = None, known: Optional[dict] = None) -> str:
    """The review page of ``figures``' run, compared with ``previous`` where given."""
    title = f"De-identification run {figures.manifest.get('run_id', '')}"
    body = "".join([
        f"<h1>{escape(title)}</h1>",
        _run_section(figures), _counts_section(figures), _identifier_section(figures, previous),
        _per_note_section(figures), _dead_section(figures, previous), _change_section(figures, previous),
        _known_section(known), _samples_section(figures),
    ])
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>{body}</body></html>\n")
