"""The tables and JSON summaries of the membership and generation tests, and how every report is
written: a CSV table ``<test>.csv`` and ``<test>_summary.json``. No name appears in clear:
candidates by id and keyed hash, generated texts with real-name words replaced by their hash."""
from __future__ import annotations

import csv
import io
import json
import re
from typing import Dict, Iterable, List, Sequence, Tuple

from apache_beam.io.filesystems import FileSystems

from deid.models.leakage import confusion
from deid.models.leakage.candidates import Candidate
from deid.models.leakage.generation import found
from deid.models.leakage.membership import THRESHOLD, is_member, scores
from deid.models.leakage.names import NameHasher, NameIndex

_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def _candidate_row(candidate: Candidate, hasher: NameHasher) -> Dict:
    return {"candidate_id": candidate.candidate_id, "kind": candidate.kind,
            "first_hash": hasher(candidate.first), "last_hash": hasher(candidate.last)}


def membership_report(pairs: Iterable[Tuple[str, float, float]], candidates: Sequence[Candidate],
                      hasher: NameHasher, threshold: float = THRESHOLD) -> Tuple[List[Dict], Dict]:
    pairs = list(pairs)
    by_id = scores(pairs)
    contexts: Dict[str, int] = {}
    for candidate_id, _, _ in pairs:
        contexts[candidate_id] = contexts.get(candidate_id, 0) + 1
    rows, decisions = [], []
    for candidate in sorted(candidates, key=lambda c: (c.kind, c.candidate_id)):
        if candidate.candidate_id not in by_id:
            continue
        score = by_id[candidate.candidate_id]
        member = is_member(score, threshold)
        decisions.append((candidate.kind, member))
        rows.append({**_candidate_row(candidate, hasher), "contexts": contexts[candidate.candidate_id],
                     "score": f"{score:.6g}", "predicted_member": member})
    summary = {
        "test": "membership_inference",
        "threshold": threshold,
        "candidates": {kind: sum(1 for k, _ in decisions if k == kind) for kind in ("positive", "easy", "hard")},
        "table": confusion.table(decisions),
        "intervals": confusion.intervals(decisions),
    }
    return rows, summary


def redact(text: str, index: NameIndex, hasher: NameHasher) -> str:
    """The text with every word of a real name (registry) replaced by its keyed hash."""
    return _WORD.sub(lambda m: hasher(m.group()) if index.classify(m.group()) == "real" else m.group(), text)


def generation_report(texts: Iterable[Tuple[str, str]], candidates: Sequence[Candidate], index: NameIndex,
                      hasher: NameHasher) -> Tuple[List[Dict], List[Dict], Dict]:
    texts = sorted(texts)
    hits = found((text for _, text in texts), candidates)
    rows, decisions = [], []
    for candidate in sorted(candidates, key=lambda c: (c.kind, c.candidate_id)):
        decisions.append((candidate.kind, hits[candidate.candidate_id]))
        rows.append({**_candidate_row(candidate, hasher), "found": hits[candidate.candidate_id]})
    real_words = sum(1 for _, text in texts for m in _WORD.finditer(text) if index.classify(m.group()) == "real")
    documents = [{"doc_id": doc_id, "text": redact(text, index, hasher)} for doc_id, text in texts]
    summary = {
        "test": "generation",
        "documents": len(texts),
        "real_name_words_generated": real_words,
        "candidates": {kind: sum(1 for k, _ in decisions if k == kind) for kind in ("positive", "easy", "hard")},
        "table": confusion.table(decisions),
        "intervals": confusion.intervals(decisions),
    }
    return rows, documents, summary


def write_table(path: str, rows: Sequence[Dict]) -> None:
    buffer = io.StringIO()
    if rows:
        writer = csv.DictWriter(buffer, fieldnames=list(rows[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    with FileSystems.create(path) as handle:
        handle.write(buffer.getvalue().encode("utf-8"))


def write_json(path: str, value) -> None:
    with FileSystems.create(path) as handle:
        handle.write(json.dumps(value, indent=1, ensure_ascii=False, sort_keys=True).encode("utf-8"))


def write_jsonl(path: str, rows: Iterable[Dict]) -> None:
    with FileSystems.create(path) as handle:
        for row in rows:
            handle.write((json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n").encode("utf-8"))
