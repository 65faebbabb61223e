"""The word lists' version: a digest that changes with any list and with nothing else."""
import shutil

from deid.lexicon.version import DATA, PACKAGE, digest_of, lexicon_digest


def test_the_digest_is_stable_and_short():
    assert lexicon_digest() == digest_of() and len(lexicon_digest()) == 16


def test_any_change_of_a_list_or_a_built_file_changes_it(tmp_path):
    package, data = tmp_path / "lexicon", tmp_path / "data"
    shutil.copytree(PACKAGE, package, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(DATA, data)
    before = digest_of(package, data)
    assert before == lexicon_digest()
    (package / "units.py").write_text((package / "units.py").read_text() + "\n# one more line\n")
    after_list = digest_of(package, data)
    (data / "nicknames.tsv.gz").write_bytes(b"")
    assert len({before, after_list, digest_of(package, data)}) == 3


def test_builders_and_the_data_readme_do_not_count(tmp_path):
    package, data = tmp_path / "lexicon", tmp_path / "data"
    shutil.copytree(PACKAGE, package, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(DATA, data)
    (package / "build_place_words.py").write_text("# rebuilt differently\n")
    (data / "README.md").write_text("edited\n")
    assert digest_of(package, data) == lexicon_digest()
