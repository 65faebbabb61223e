"""Bar charts as inline SVG: no plotting library, no script, no external resource, same bytes every time.

    svg = bar_chart([("NAME", 1539), ("DATE", 671)], title="Identifiers per label")

Horizontal bars for named categories (labels, detectors, locales, reasons), vertical bars for a
distribution (identifiers per note). Text is escaped; sizes are fixed, so the page lays out the
same in any browser.
"""
from __future__ import annotations

from html import escape
from typing import Optional, Sequence, Tuple

BAR_COLOUR = "#3b6ea8"
PREVIOUS_COLOUR = "#b9c7d8"
ROW_HEIGHT = 22
LABEL_WIDTH = 190
PLOT_WIDTH = 380
FONT = 'font-family="Helvetica, Arial, sans-serif" font-size="12"'


def _number(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.1f}"


def bar_chart(rows: Sequence[Tuple[str, float]], title: str,
              previous: Optional[Sequence[Tuple[str, float]]] = None) -> str:
    """Horizontal bars, one per ``(name, value)``, in the order given; with ``previous``, a thin
    pale bar under each for the previous run's value of the same name."""
    before = dict(previous or ())
    top = max([v for _, v in rows] + list(before.values()) + [1])
    height = 30 + ROW_HEIGHT * max(1, len(rows))
    width = LABEL_WIDTH + PLOT_WIDTH + 90
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" {FONT}>',
             f'<title>{escape(title)}</title>',
             f'<text x="0" y="16" font-weight="bold">{escape(title)}</text>']
    if not rows:
        parts.append('<text x="0" y="40" fill="#666">none</text>')
    for i, (name, value) in enumerate(rows):
        y = 26 + i * ROW_HEIGHT
        length = PLOT_WIDTH * value / top
        parts.append(f'<text x="{LABEL_WIDTH - 6}" y="{y + 14}" text-anchor="end">{escape(str(name))}</text>')
        parts.append(f'<rect x="{LABEL_WIDTH}" y="{y + 3}" width="{length:.1f}" height="12" fill="{BAR_COLOUR}"/>')
        if name in before:
            old = PLOT_WIDTH * before[name] / top
            parts.append(f'<rect x="{LABEL_WIDTH}" y="{y + 16}" width="{old:.1f}" height="3" fill="{PREVIOUS_COLOUR}"/>')
        parts.append(f'<text x="{LABEL_WIDTH + length + 6:.1f}" y="{y + 14}">{_number(value)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def histogram(counts: Sequence[Tuple[str, int]], title: str, x_label: str) -> str:
    """Vertical bars of a distribution, one per ``(bin name, count)``, in the order given."""
    top = max([c for _, c in counts] + [1])
    bar = 16
    plot_height = 160
    width = 50 + bar * max(1, len(counts)) + 20
    height = plot_height + 80
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" {FONT}>',
             f'<title>{escape(title)}</title>',
             f'<text x="0" y="16" font-weight="bold">{escape(title)}</text>',
             f'<text x="40" y="{30}" fill="#666">{_number(top)}</text>',
             f'<line x1="46" y1="{plot_height + 30}" x2="{width - 10}" y2="{plot_height + 30}" stroke="#999"/>']
    for i, (name, count) in enumerate(counts):
        x = 50 + i * bar
        h = plot_height * count / top
        parts.append(f'<rect x="{x}" y="{plot_height + 30 - h:.1f}" width="{bar - 3}" height="{h:.1f}" '
                     f'fill="{BAR_COLOUR}"><title>{escape(str(name))}: {_number(count)}</title></rect>')
        if i % 5 == 0 or i == len(counts) - 1:
            parts.append(f'<text x="{x + (bar - 3) / 2:.1f}" y="{plot_height + 46}" text-anchor="middle">'
                         f'{escape(str(name))}</text>')
    parts.append(f'<text x="50" y="{plot_height + 70}" fill="#333">{escape(x_label)}</text>')
    parts.append("</svg>")
    return "".join(parts)
