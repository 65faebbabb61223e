"""What every entry point shares: strict options, one way to run a command, the versions it records.

Unknown or misspelt command-line options are errors, in every entry point.

Beam's ``PipelineOptions`` only warns about a flag no options class defines and
drops it: ``--key-tabel`` would run without a key table and exit 0, and
``--demo_key`` would be ignored. Every ``deid`` command checks its argv here
first: each option must be one of the command's own or, for the Beam
pipelines, one that Beam's own ``PipelineOptions`` classes define (``--runner``,
``--direct_num_workers``, ``--job_endpoint``, ...), which pass through untouched.
Anything else is an error that names the closest known option (``difflib``).
Names must be spelt out whole: argparse's prefix matching would otherwise take
``--note`` for ``--notes`` in one command and reject it in another.

``run_command`` is every job's ``main()``: logging set up the same way, ``--help``,
a bad option or input as one line on stderr and exit 2 (no traceback, no note text:
the messages name options and paths only), the summary on stdout, and the job's own
exit status. ``package_versions`` is what the run manifests record of the software.
"""
from __future__ import annotations

import argparse
import difflib
import logging
import platform
import re
import sys
from importlib import metadata
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple, Type

# Something that declares flags on a parser: PipelineOptions._add_argparse_args, a module's add_arguments.
Declare = Callable[[argparse.ArgumentParser], None]

_NUMBER = re.compile(r"^-\d|^-\.\d")


class UnknownOptionError(ValueError):
    """An option no part of the command knows; the message suggests the closest known one."""

    def __init__(self, prog: str, unknown: Sequence[str], known: Iterable[str]):
        self.unknown = list(unknown)
        known = sorted(set(known))
        parts = []
        for name in self.unknown:
            # First the same name with other separators ("--demo_key" for "--demo-key"), then the closest.
            close = [k for k in known if k.replace("_", "-") == name.replace("_", "-")][:1]
            close = close or difflib.get_close_matches(name, known, n=1, cutoff=0.6)
            parts.append(f"{name} (did you mean {close[0]}?)" if close else name)
        super().__init__(f"unrecognized option{'s' if len(parts) > 1 else ''}: {', '.join(parts)}; "
                         f"see {prog} --help")


def beam_option_declarations() -> List[Declare]:
    """The flags of Beam's own options classes, as Beam itself gathers them (direct subclasses)."""
    from apache_beam.options.pipeline_options import PipelineOptions

    return [cls._add_argparse_args for cls in PipelineOptions.__subclasses__()
            if cls.__module__.startswith("apache_beam.")]


def known_options(declarations: Iterable[Declare] = (), beam: bool = False,
                  parser: Optional[argparse.ArgumentParser] = None) -> Dict[str, int]:
    """Option string -> number of values it takes (0: a switch, 1: one value, -1: any number).

    From ``parser``'s own options, the flags ``declarations`` declare, and with ``beam``
    the flags of Beam's own options classes.
    """
    if beam:
        from apache_beam.options.pipeline_options import _BeamArgumentParser

        # Beam's parser, because Beam's classes declare value-provider arguments on it.
        make_parser = _BeamArgumentParser
    else:  # the commands without Beam do not pay for importing it
        make_parser = argparse.ArgumentParser
    # Two declarations of one flag are not this check's business.
    gathered = make_parser(allow_abbrev=False, conflict_handler="resolve")
    for declare in list(declarations) + (beam_option_declarations() if beam else []):
        declare(gathered)
    known: Dict[str, int] = {}
    for source in (gathered, parser):
        for action in source._actions if source is not None else ():
            arity = {None: 1, "?": 1, "*": -1, "+": -1, argparse.REMAINDER: -1}.get(action.nargs, action.nargs)
            for option in action.option_strings:
                known[option] = arity
    return known


def unknown_options(argv: Sequence[str], known: Dict[str, int]) -> List[str]:
    """The option names of ``argv`` that ``known`` lacks, in order (``--x=1`` counts as ``--x``)."""
    unknown: List[str] = []
    i = 0
    argv = list(argv)
    while i < len(argv):
        token = argv[i]
        i += 1
        if token == "--":
            break
        if not token.startswith("-") or token == "-" or _NUMBER.match(token):
            continue  # a value (a path, "-", a negative number)
        name, has_value, _ = token.partition("=")
        if name not in known:
            unknown.append(name)
            continue
        arity = known[name]
        if has_value:
            continue
        if arity == 1 and i < len(argv):
            i += 1  # its value, even one that starts with "-"
        elif arity == -1:
            while i < len(argv) and (not argv[i].startswith("-") or _NUMBER.match(argv[i])):
                i += 1
    return unknown


def check_options(prog: str, argv: Sequence[str], known: Dict[str, int]) -> None:
    """Raise ``UnknownOptionError`` if ``argv`` holds an option ``known`` lacks."""
    unknown = unknown_options(argv, known)
    if unknown:
        raise UnknownOptionError(prog, unknown, [k for k in known if k.startswith("--")])


def check_beam_options(prog: str, argv: Sequence[str], declarations: Iterable[Declare]) -> None:
    """For a Beam entry point: its own flags (``declarations``) and Beam's pass, nothing else."""
    check_options(prog, argv, known_options(declarations, beam=True))


def parse_strictly(parser: argparse.ArgumentParser, argv: Optional[Sequence[str]]) -> argparse.Namespace:
    """``parser.parse_args`` with whole option names only and a suggestion for a misspelt one (exit 2)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        check_options(parser.prog, argv, known_options(parser=parser))
    except UnknownOptionError as error:
        parser.error(str(error))
    return parser.parse_args(argv)


def package_versions(packages: Iterable[str]) -> Dict[str, str]:
    """Python's version and each installed package's, as a run manifest records them."""
    versions = {"python": platform.python_version()}
    for package in packages:
        try:
            versions[package] = metadata.version(package)
        except metadata.PackageNotFoundError:
            versions[package] = "not installed"
    return versions


def run_command(prog: str, argv: Optional[Sequence[str]], run: Callable[[List[str]], Any],
                report: Callable[[Any, List[str]], str], *,
                print_help: Optional[Callable[[], None]] = None,
                errors: Tuple[Type[BaseException], ...] = (ValueError,),
                exit_status: Callable[[Any], int] = lambda result: 0) -> int:
    """One job's ``main()``: ``run(argv)``, then ``report(result, argv)`` on stdout.

    ``errors`` are the user's mistakes (a bad option, a missing file, no key): one line on
    stderr and exit 2. Anything else is the engine's failure and keeps its traceback.
    """
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    argv = list(sys.argv[1:] if argv is None else argv)
    if print_help is not None and ("-h" in argv or "--help" in argv):
        print_help()
        return 0
    try:
        result = run(argv)
    except errors as error:
        print(f"{prog}: error: {error}", file=sys.stderr)
        return 2
    print(report(result, argv))
    return exit_status(result)
