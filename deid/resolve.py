"""The overlap resolver: merges the spans of all detectors into non-overlapping spans.

Rules, applied to each cluster of transitively overlapping (or touching
same-label) spans found by one sweep over the spans sorted by start:

0. Given the note's text, every span is first trimmed of whitespace at its
   edges and dropped when it holds no letter or digit (``trim_to_content``);
   the remainders of rule 4 are trimmed the same way, and a remainder of a phone or
   an id with neither a digit nor a capitalised word, or of a name with particles only
   ("de" of "de Bruxelles"), is dropped. A span that is exactly "postcode town" becomes the
   postcode (ADDRESS) and the town (LOCATION) (``_split_postcode_city``); a LOCATION inside an
   ORGANIZATION and a NAME inside an e-mail address are parts of those
   (``_parts_of_larger_identifiers``), and a
   LOCATION after a particle inside a NAME is a surname ("de Toledo",
   ``_places_inside_names``). A place or an organization the NER reads over a list of people
   the rules found one by one gives way to their names, and so does a place on exactly a one-word
   name that is no known place (``_lists_of_people``). And a less trusted span
   of a shaped label (DATE, PHONE, ID, ...) does not extend a more trusted one
   of the same label over words without digits (``_clip_shaped``).

1. Specific labels first. Where a span of a more specific label overlaps a
   span of the general label it refines (``ResolverConfig.refinements``, by
   default BIRTHDATE refines DATE), the general span takes the specific
   label, whichever detector found which: a registry DATE and a pattern
   BIRTHDATE on the same range become one BIRTHDATE.
2. Same label, one span. Spans of the same label that overlap or touch merge
   into their union. The merged span carries the detector of its best part
   (rule 3's order), the highest score, and a ``ref`` only if all its parts
   that carry one carry the same one and the union does not reach beyond
   them (a referent must not grow over other words; a NER span on the exact
   words of a registry match keeps the registry person).
3. Different labels: the best span wins its whole range, in the order
   detector priority (``ResolverConfig.detector_priority``, default
   ``deid.spans.DETECTORS``: registry > pattern > ner > names; unlisted detectors last), then longer
   span, then higher score, then label order of the contract, then position.
4. A losing span keeps the parts the winners leave uncovered, when such a
   part is at least ``min_remainder`` characters long: replacing too much is
   a smaller harm than leaving an identifier's tail in the text. Shorter
   leftovers (a space, one letter) are dropped.

The result is sorted by start, non-overlapping, and the same for any order of
the input: every choice is made on a total order of the spans' fields.
"""
from __future__ import annotations

import bisect
import dataclasses
from dataclasses import dataclass
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

import regex

from deid.lexicon.name_lexicon import PARTICLES, fold
from deid.lexicon.staff_words import care_team_role
from deid.lexicon.word_classes import major_places
from deid.spans import DETECTORS, LABEL_SET, LABELS, Span

DEFAULT_PRIORITY = DETECTORS


@dataclass(frozen=True)
class ResolverConfig:
    """detector_priority: detectors from most to least trusted.
    refinements: (specific, general) label pairs; the specific label wins an overlap.
    min_remainder: shortest uncovered part of a losing span that is kept.
    """

    detector_priority: Tuple[str, ...] = DEFAULT_PRIORITY
    refinements: Tuple[Tuple[str, str], ...] = (("BIRTHDATE", "DATE"),)
    min_remainder: int = 3

    def __post_init__(self) -> None:
        if not isinstance(self.detector_priority, tuple) or not self.detector_priority:
            raise ValueError("detector_priority must be a non-empty tuple of detector names")
        if len(set(self.detector_priority)) != len(self.detector_priority):
            raise ValueError("detector_priority lists a detector twice")
        unknown = set(self.detector_priority) - set(DETECTORS)
        if unknown:
            raise ValueError(f"unknown detectors in detector_priority: {sorted(unknown)}")
        general_of: Dict[str, str] = {}
        for pair in self.refinements:
            if not (isinstance(pair, tuple) and len(pair) == 2):
                raise ValueError("refinements must be (specific, general) label pairs")
            specific, general = pair
            if specific not in LABEL_SET or general not in LABEL_SET or specific == general:
                raise ValueError(f"refinement ({specific}, {general}) must name two different contract labels")
            if specific in general_of:
                raise ValueError(f"label {specific} refines two labels")
            general_of[specific] = general
        if set(general_of) & set(general_of.values()):
            raise ValueError("refinements must not chain (a refined label refining another)")
        if not isinstance(self.min_remainder, int) or self.min_remainder < 1:
            raise ValueError("min_remainder must be a positive integer")


_LABEL_RANK = {label: i for i, label in enumerate(LABELS)}


def _total_key(span: Span) -> tuple:
    return (span.start, span.end, span.label, span.detector, span.score, span.ref or "")


class _Ranking:
    def __init__(self, config: ResolverConfig):
        self._priority = {name: i for i, name in enumerate(config.detector_priority)}
        self._unlisted = len(config.detector_priority)

    def key(self, span: Span) -> tuple:
        """Smaller is better: priority, length, score, label, then position and the rest."""
        return (
            self._priority.get(span.detector, self._unlisted),
            -span.length,
            -span.score,
            _LABEL_RANK[span.label],
            span.start,
            span.detector,
            span.ref or "",
        )


def trim_to_content(spans: Iterable[Span], text: str) -> List[Span]:
    """Rule 0: a span never starts or ends with whitespace, and holds a letter or a digit.

    Detectors differ on edges (a NER span with a leading space, a date pattern
    that took the blank after "24. Mai", a remainder of rule 4 that begins with
    a line break); replacing such an edge would eat the layout around the
    identifier. Spans left with no letter or digit (" - ") are dropped.
    """
    out = []
    for span in spans:
        start, end = span.start, span.end
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if not any(ch.isalnum() for ch in text[start:end]):
            continue
        out.append(span if (start, end) == (span.start, span.end)
                   else Span(start, end, span.label, span.detector, span.score, span.ref))
    return out


def resolve_overlaps(spans: Iterable[Span], config: ResolverConfig = ResolverConfig(),
                     text: Optional[str] = None) -> List[Span]:
    """Non-overlapping spans sorted by start; see the module docstring for the rules.

    With the note's ``text``, rule 0 (``trim_to_content``) applies to the
    input spans and again to the remainders rule 4 leaves.
    """
    if text is not None:
        spans = _split_postcode_city(trim_to_content(spans, text), text)
        spans = _clip_shaped(_parts_of_larger_identifiers(_places_inside_names(_lists_of_people(spans, text), text)),
                             text, config)
        return trim_to_content(_numbered_remainders(_resolve(spans, config, text), spans, text), text)
    return _resolve(spans, config)


# Labels whose values are numbers: a piece of one without a digit is no such identifier.
_NUMBERED_LABELS = frozenset({"PHONE", "ID"})


def _numbered_remainders(resolved: List[Span], inputs: List[Span], text: str) -> List[Span]:
    """Rule 4's remainders of a phone or an id hold a digit or a capitalised word: when a pattern's
    id wins the number inside a NER phone span "request K23-40871", the word "request" left over
    is nothing; a capitalised word left over ("41710 - Utrera") may be a proper name the span
    took along, and stays covered. A name's remainder of particles alone ("de" of "de Bruxelles",
    the place won) names no one, and one that ends in particles ends before them ("Colnaghi di"
    of "dott. Colnaghi di Codogno", the town won): the particle belongs to the place's phrase."""
    given = {(s.start, s.end, s.label) for s in inputs}

    def kept(span: Span) -> bool:
        if (span.start, span.end, span.label) in given:
            return True
        if span.label in _NUMBERED_LABELS:
            return _NUMBER_OR_NAME.search(text, span.start, span.end) is not None
        return span.label != "NAME" or not _particles_only(text[span.start:span.end])

    def trimmed(span: Span) -> Span:
        if span.label != "NAME" or (span.start, span.end, span.label) in given:
            return span
        m = _TRAILING_PARTICLES.search(text, span.start, span.end)
        return span if m is None or m.start() <= span.start else dataclasses.replace(span, end=m.start())

    return [trimmed(s) for s in resolved if kept(s)]


# Particles closing a NAME remainder, with the blanks before them; of two letters or more: a letter
# alone ("e", "y") is as often the tail of a word OCR broke ("Raffael e").
_TRAILING_PARTICLES = regex.compile(
    r"(?:[ \t]+(?:" + "|".join(sorted((regex.escape(p) for p in PARTICLES if " " not in p and len(p) > 1),
                                        key=len, reverse=True))
    + r"))+[ \t]*$", regex.IGNORECASE)


_NUMBER_OR_NAME = regex.compile(r"\d|(?<![\p{L}])\p{Lu}")


def _particles_only(words: str) -> bool:
    """A NAME remainder of surname particles alone, in any case (``deid.lexicon.name_lexicon.PARTICLES``):
    when a place wins "Bruxelles" inside a NER name "de Bruxelles", or the registry the surname after
    "Dr. De", the particle left over names no one."""
    parts = words.replace(".", " ").split()
    return bool(parts) and all(fold(p) in PARTICLES for p in parts)


# "48100 Warendorf", "B-4500 Huy", "1012 AB Amsterdam": a postcode, then the town.
_POSTCODE_CITY = regex.compile(
    r"(?P<postcode>(?:[A-Z]{1,2}-)?\d{4,5}(?:[ ]?[A-Z]{2}(?=[ \t]))?)[ \t]*,?[ \t]+(?P<city>\p{L}[\p{L}\p{M}'’.-]{2,}(?:[ ][\p{L}\p{M}'’. -]+)?)")


def _split_postcode_city(spans: List[Span], text: str) -> List[Span]:
    """Rule 0d: a span that is exactly "postcode town" (the registry's postal form, a NER span)
    becomes two, the postcode an ADDRESS and the town a LOCATION, as the pattern detector and
    the annotation guides give them (``deid.detect.patterns.addresses``); a registry referent
    follows each part to its field (``person:postcode``, ``person:city``)."""
    out = []
    for span in spans:
        m = None
        if span.label in ("LOCATION", "ADDRESS"):
            m = _POSTCODE_CITY.fullmatch(text, span.start, span.end)
        if m is None:
            out.append(span)
            continue
        key = span.ref.rsplit(":", 1)[0] if span.ref and ":" in span.ref else None
        out.append(Span(m.start("postcode"), m.end("postcode"), "ADDRESS", span.detector, span.score,
                        key + ":postcode" if key else None))
        out.append(Span(m.start("city"), m.end("city"), "LOCATION", span.detector, span.score,
                        key + ":city" if key else None))
    return out


# A surname particle right before a place inside a name: "Lucía de Toledo", "Ferrer-de Soria",
# "PAULINE DE SOUSA" in a note in capitals.
# Not the Italian "di", "da": in lower case they say where from ("Ospedale ... di Spalato"), and an
# Italian surname writes them with a capital ("Di Stefano").
_PARTICLE_END = regex.compile(
    r"(?:^|[\s\-])(?i:de|del|du|dos|das|van|von|ten|ter|zu)(?:[ \t]+(?i:la|las|los|le|der|den|het))?[ \t]+$")


def _places_inside_names(spans: List[Span], text: str) -> List[Span]:
    """Rule 0c: a LOCATION inside a NAME span, right after a particle inside that name ("Lucía de
    Toledo Arranz", "Ramón Ferrer-de Soria"), is the name's surname, not a place: it is
    dropped, so that it does not cut the name in three. A place a name ran on into without a
    particle ("Dr. Arranz Toledo") still wins its range under rule 3."""
    return _drop_inside(spans, "LOCATION", frozenset({"NAME"}),
                        lambda name_start, place: _PARTICLE_END.search(text, name_start, place.start) is not None)


# What stands between the people of a list: a comma, a slash, an ampersand, "and" in our languages.
_LIST_JOIN = regex.compile(r"[ \t]*(?:[,;&/]|(?<![\p{L}])(?i:and|en|et|und|y|e|ed)(?![\p{L}]))?[ \t]*")
_LETTER = regex.compile(r"\p{L}")
_ONE_WORD = regex.compile(r"\p{L}[\p{L}\p{M}'’]*")
# The labels a statistical model gives a list of people it cannot tell from a place or a body.
_LIST_MISREAD_AS = frozenset({"LOCATION", "ORGANIZATION"})


def _lists_of_people(spans: List[Span], text: str) -> List[Span]:
    """Rule 0f: a place or an organization that the NER reads over a list of people, when the
    rules found each of them as a name and nothing but the list's separators stands between them
    ("Stijn Van Damme, Lies Van den Broeck en Guy De Smet"), is dropped: the names take their
    ranges (under rule 3 the NER's one span would win, and give three people a town's surrogate).
    So is a place on exactly the one word of a name the rules found, unless a known large place
    ("Übergabe an Petra"; "Florence" and "Medina del Campo" stay the model's call), and an
    organization that is a carer's role and then the name the rules found, the role its first
    word after an article ("La enfermera Rocío", "Estudiante de enfermería Ainara"): a person
    and her role, no body ("Servicio de Enfermería" opens with no role)."""
    names = sorted((s.start, s.end) for s in spans if s.label == "NAME" and s.detector != "ner")
    if not names:
        return spans
    out = []
    for span in spans:
        if span.detector == "ner" and span.label in _LIST_MISREAD_AS:
            inside = [(a, b) for a, b in names if span.start <= a and b <= span.end]
            if len(inside) >= 2 and not _LETTER.search(text, span.start, inside[0][0]) \
                    and not _LETTER.search(text, inside[-1][1], span.end) \
                    and all(_LIST_JOIN.fullmatch(text, b, a) for (_, b), (a, _) in zip(inside, inside[1:])):
                continue
            if span.label == "ORGANIZATION" and len(inside) == 1 and not _LETTER.search(text, inside[0][1], span.end) \
                    and _role_opens(text, span.start, inside[0][0]):
                continue  # "La enfermera Rocío": a carer's role and the name the rules found, no body
            if span.label == "LOCATION" and inside == [(span.start, span.end)] \
                    and _ONE_WORD.fullmatch(text, span.start, span.end) \
                    and fold(text[span.start:span.end]) not in major_places():
                continue  # "Übergabe an Petra": the model's place is a person the rules named, no known place
        out.append(span)
    return out


def _role_opens(text: str, start: int, end: int) -> bool:
    """Whether the words of ``text[start:end]`` open with a care team's role, after an article or
    a particle at most ("la enfermera", "Estudiante de enfermería", "the student nurse")."""
    words = _ONE_WORD.findall(text, start, end)
    while words and (len(words[0]) <= 3 or fold(words[0]) in PARTICLES) and len(words) > 1:
        words = words[1:]
    return bool(words) and care_team_role(fold(words[0]))


def _parts_of_larger_identifiers(spans: List[Span]) -> List[Span]:
    """Rule 0e: a span that is part of a larger identifier of another kind is dropped, so that
    under rule 3 a more trusted detector's part does not cut the whole in pieces, each replaced
    on its own:
    - a LOCATION inside an ORGANIZATION ("Harrogate Royal Infirmary", "Centro de Salud Getafe
      Norte") is part of the institution's name; the organization's surrogate replaces every
      named word of it, the town included (``deid.surrogates.lexical.organization``);
    - a NAME inside an EMAIL or URL ("ann.maes@uz.be" for the registry's Ann Maes) is part of the
      address; the e-mail's surrogate is built from the person's surrogate name when the registry
      knows the address (``deid.surrogates.generator``), and from a drawn one otherwise."""
    out = _drop_inside(spans, "LOCATION", frozenset({"ORGANIZATION"}))
    return _drop_inside(out, "NAME", frozenset({"EMAIL", "URL"}))


def _drop_inside(spans: List[Span], inner: str, outer: frozenset,
                 also: Optional[Callable[[int, Span], bool]] = None) -> List[Span]:
    """``spans`` without those of label ``inner`` that lie inside a longer span of a label in
    ``outer`` (and for which ``also(container_start, span)`` holds, when given); the containers
    are looked up by bisection over their starts, so the rule costs O(n log n) on a long note."""
    containers = sorted((s.start, s.end) for s in spans if s.label in outer)
    if not containers or not any(s.label == inner for s in spans):
        return spans
    starts = [start for start, _ in containers]
    longest = max(end - start for start, end in containers)
    out = []
    for span in spans:
        if span.label == inner:
            i = bisect.bisect_right(starts, span.start) - 1
            inside = False
            while i >= 0 and starts[i] >= span.start - longest:
                start, end = containers[i]
                if span.end <= end and end - start > span.end - span.start and (also is None or also(start, span)):
                    inside = True
                    break
                i -= 1
            if inside:
                continue
        out.append(span)
    return out


# Labels whose extent a pattern or the registry knows exactly (a date, a phone number).
SHAPED_LABELS = frozenset({"DATE", "BIRTHDATE", "AGE", "PHONE", "EMAIL", "URL", "ID"})


def _clip_shaped(spans: List[Span], text: str, config: ResolverConfig) -> List[Span]:
    """Rule 0b: a span of a shaped label does not grow a better detector's span over words.

    NER often takes a word or two around a date ("el 12/12/2016", "op 3 mei"); merged
    by rule 2 the date would lose its shape and its surrogate its format. Where a
    less trusted span of a shaped label overlaps a more trusted one of the same label,
    its parts beyond the trusted span are kept only if they hold a digit (a year the
    pattern missed is still replaced).

    A span without a digit clipped from both sides by two trusted spans ("August and
    December 1985" over the pattern's "August" and "December 1985") has nothing left
    between them worth keeping (only " and "): it is dropped, never turned into an
    inverted range. So is one whose every digit lies in two or more trusted spans inside
    it ("1987 y 1991" over the pattern's two years): it would only join them. Each span
    looks its trusted neighbours up by bisection in lists sorted per (label, detector
    rank), so the rule costs O(n log n), not O(n²): a long note has thousands of dates.
    """
    priority = {name: i for i, name in enumerate(config.detector_priority)}
    rank = lambda s: priority.get(s.detector, len(priority))  # noqa: E731
    shaped = [s for s in spans if s.label in SHAPED_LABELS]
    if len(shaped) < 2:
        return spans
    # (label, rank) -> starts sorted, ends sorted, of the spans that may clip a worse one.
    starts: Dict[Tuple[str, int], List[int]] = {}
    ends: Dict[Tuple[str, int], List[int]] = {}
    for span in shaped:
        starts.setdefault((span.label, rank(span)), []).append(span.start)
        ends.setdefault((span.label, rank(span)), []).append(span.end)
    intervals: Dict[Tuple[str, int], List[Tuple[int, int]]] = {}
    for span in shaped:
        intervals.setdefault((span.label, rank(span)), []).append((span.start, span.end))
    for key in starts:
        starts[key].sort()
        ends[key].sort()
        intervals[key].sort()
    out = []
    for span in spans:
        if span.label not in SHAPED_LABELS:
            out.append(span)
            continue
        better = [key for key in starts if key[0] == span.label and key[1] < rank(span)]
        if not better:
            out.append(span)
            continue
        digits = [i for i in range(span.start, span.end) if text[i].isdigit()]
        # Cut the head up to the farthest trusted start with no digit before it, and the
        # tail back to the nearest trusted end with no digit after it (both inside the span).
        head_limit = min(digits[0] if digits else span.end, span.end - 1)
        tail_floor = max(digits[-1] + 1 if digits else span.start, span.start + 1)
        start, end = span.start, span.end
        for key in better:
            i = bisect.bisect_right(starts[key], head_limit) - 1
            if i >= 0 and starts[key][i] > span.start:
                start = max(start, starts[key][i])
            j = bisect.bisect_left(ends[key], tail_floor)
            if j < len(ends[key]) and ends[key][j] < span.end:
                end = min(end, ends[key][j])
        if start >= end or _covered_by_parts(digits, start, end, [intervals[key] for key in better]):
            continue
        if (start, end) != (span.start, span.end):
            span = Span(start, end, span.label, span.detector, span.score, span.ref)
        out.append(span)
    return out


def _covered_by_parts(digits: List[int], start: int, end: int, trusted: List[List[Tuple[int, int]]]) -> bool:
    """Whether two or more trusted spans inside ``[start, end)`` hold every digit of it: the span
    only joins them ("1987 y 1991" over the pattern's "1987" and "1991") and is dropped, each part
    keeping its own extent."""
    inside = []
    for parts in trusted:
        i = bisect.bisect_left(parts, (start, -1))
        while i < len(parts) and parts[i][0] < end:
            if parts[i][1] <= end:
                inside.append(parts[i])
            i += 1
    if len(inside) < 2:
        return False
    return all(any(a <= d < b for a, b in inside) for d in digits if start <= d < end)


def _resolve(spans: Iterable[Span], config: ResolverConfig, text: Optional[str] = None) -> List[Span]:
    # Not set(spans): Span equality ignores ``ref``, and which of two spans
    # differing only in ref survived a set would depend on the input order.
    ordered = []
    for span in sorted(spans, key=_total_key):
        if not ordered or _total_key(ordered[-1]) != _total_key(span):
            ordered.append(span)
    ranking = _Ranking(config)
    refined = dict(config.refinements)
    result: List[Span] = []
    cluster: List[Span] = []
    cluster_end = -1
    for span in ordered:
        # Touching spans join the cluster too, so that same-label neighbours merge.
        if cluster and span.start > cluster_end:
            result.extend(_resolve_cluster(cluster, ranking, refined, config.min_remainder, text))
            cluster = []
        cluster.append(span)
        cluster_end = max(cluster_end, span.end) if len(cluster) > 1 else span.end
    if cluster:
        result.extend(_resolve_cluster(cluster, ranking, refined, config.min_remainder, text))
    return _merge_touching(sorted(result, key=_total_key), ranking)


def _resolve_cluster(cluster: List[Span], ranking: _Ranking, refined: Dict[str, str], min_remainder: int,
                     text: Optional[str] = None) -> List[Span]:
    if len(cluster) == 1:
        return cluster
    cluster = _refine(cluster, refined)
    merged = _merge_same_label(cluster, ranking)
    accepted: List[Span] = []
    for span in sorted(merged, key=ranking.key):
        for start, end in _uncovered(span, accepted):
            if (start, end) == (span.start, span.end):
                accepted.append(span)
            # A single character between blanks is no remainder either (" A " between two winners).
            elif end - start >= min_remainder and (text is None or len(text[start:end].strip()) > 1):
                accepted.append(Span(start, end, span.label, span.detector, span.score, None))
    return accepted


def _refine(cluster: List[Span], refined: Dict[str, str]) -> List[Span]:
    """Rule 1: a general span overlapped by a span of a label refining it takes that label."""
    if not refined:
        return cluster
    specifics = [s for s in cluster if s.label in refined]
    if not specifics:
        return cluster
    out = []
    for span in cluster:
        new_label = None
        for specific in sorted(specifics, key=_total_key):
            if refined[specific.label] == span.label and specific.overlaps(span):
                new_label = specific.label
                break
        out.append(span if new_label is None else Span(span.start, span.end, new_label, span.detector, span.score, span.ref))
    return out


def _merge_same_label(cluster: List[Span], ranking: _Ranking) -> List[Span]:
    """Rule 2: union of overlapping or touching spans of one label."""
    by_label: Dict[str, List[Span]] = {}
    for span in cluster:
        by_label.setdefault(span.label, []).append(span)
    merged: List[Span] = []
    for label in sorted(by_label):
        group: List[Span] = []
        group_end = -1
        for span in sorted(by_label[label], key=_total_key):
            if group and span.start > group_end:
                merged.append(_union(group, ranking))
                group = []
            group.append(span)
            group_end = max(group_end, span.end)
        merged.append(_union(group, ranking))
    return merged


def _union(group: Sequence[Span], ranking: _Ranking) -> Span:
    if len(group) == 1:
        return group[0]
    best = min(group, key=ranking.key)
    start, end = min(s.start for s in group), max(s.end for s in group)
    refs = {s.ref for s in group if s.ref is not None}
    ref: Optional[str] = None
    if len(refs) == 1:
        # Parts without a referent (NER, patterns) confirm the referent as long as
        # the union does not grow beyond the parts that carry it.
        ref = next(iter(refs))
        carriers = [s for s in group if s.ref == ref]
        if (min(s.start for s in carriers), max(s.end for s in carriers)) != (start, end):
            ref = None
    return Span(start, end, best.label, best.detector, max(s.score for s in group), ref)


def _uncovered(span: Span, accepted: Sequence[Span]) -> List[Tuple[int, int]]:
    """The parts of ``span`` that no accepted span covers, left to right."""
    pieces = [(span.start, span.end)]
    for other in accepted:
        if not other.overlaps(span):
            continue
        next_pieces = []
        for start, end in pieces:
            if other.end <= start or other.start >= end:
                next_pieces.append((start, end))
                continue
            if start < other.start:
                next_pieces.append((start, other.start))
            if other.end < end:
                next_pieces.append((other.end, end))
        pieces = next_pieces
    return pieces


def _merge_touching(spans: List[Span], ranking: _Ranking) -> List[Span]:
    """Remainders may end up touching a same-label winner: join them too."""
    out: List[Span] = []
    for span in spans:
        if out and out[-1].label == span.label and out[-1].end == span.start:
            out[-1] = _union([out[-1], span], ranking)
        else:
            out.append(span)
    return out
