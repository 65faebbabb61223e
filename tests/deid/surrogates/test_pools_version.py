"""The surrogate pools are versioned: a change of their contents fails here until the version is bumped.

A faker upgrade or an edited table changes patients' surrogates between two runs
with the same key. When this test fails on purpose: bump
``deid.surrogates.pools_version.SURROGATE_POOLS_VERSION`` and record the new digest
below (the run manifest then tells outputs of the two pool versions apart).
"""
from importlib import metadata

from deid.surrogates.pools_version import SURROGATE_POOLS_VERSION, pools_digest

# version -> SHA-256 of the pools (deid.surrogates.pools_version.pools_digest); one line per version.
RECORDED_DIGESTS = {
    1: "975c64f3a8abc9a9779e662d2f002eec4326798fb96a0c52ef4a37b0625dffb2",  # faker 40.63.0
}


def test_the_pools_hold_what_their_version_recorded():
    assert SURROGATE_POOLS_VERSION in RECORDED_DIGESTS, "record the digest of the new pools version"
    assert pools_digest() == RECORDED_DIGESTS[SURROGATE_POOLS_VERSION], (
        "the surrogate pools changed (faker upgraded, or a table edited): bump SURROGATE_POOLS_VERSION "
        "and record the new digest, or restore the pools")


def test_faker_is_pinned_exactly_to_the_installed_version():
    from pathlib import Path

    setup = (Path(__file__).resolve().parents[3] / "setup.py").read_text()
    assert f'"faker=={metadata.version("faker")}"' in setup
