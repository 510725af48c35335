"""``python -m karciarnia``: play in a terminal, simulate AI games, benchmark.

Written once against the protocol (:data:`karciarnia.catalog.GAMES`,
:func:`karciarnia.computers.levels` / :func:`karciarnia.computers.choose`), so a game added to
the catalog works here without changes. Besides a game's AI levels every game
has the built-in level ``random`` (a uniformly random legal action).
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from karciarnia import __version__, analysis, computers, jsontext, tournament
from karciarnia.ai.search import SEARCHES_RUN
from karciarnia.catalog import BUNDLES, GAMES
from karciarnia.errors import InvalidRecordError, InvalidRequestError, KarciarniaError, excerpt
from karciarnia.protocol import Action, Game, Record, State
from karciarnia.reasons import wording
from karciarnia.rng import Rng, hashed_stream

RANDOM = "random"
MAX_OPTION_CHARS = 200_000  # an explicit deal is the longest option: under 1,000 characters
AI_STREAM = b"karciarnia.cli"  # personalisation of the AI streams' hash, apart from computers.decision_rng


def all_levels(game_id: str) -> list[str]:
    """The game's AI levels plus the built-in ``random``."""
    return [*computers.levels(game_id), RANDOM]


def decide(game_id: str, level: str, state: State, rng: Rng) -> Action:
    """The action of an AI seat of ``level`` (it sees only its observation)."""
    seat = state.current_player
    assert seat is not None
    observation = state.observation(seat)
    if level == RANDOM:
        return rng.choice(observation.legal_actions)
    return computers.choose(game_id, level, observation, rng)


def seat_rngs(seed: int, seats: int) -> list[Rng]:
    """One reproducible stream per seat for its AI, which cannot read the game's seed back from it."""
    return [hashed_stream(AI_STREAM, seed, seat) for seat in range(seats)]


# -- options ------------------------------------------------------------------------------
def parse_option(text: str) -> tuple[str, Any]:
    """``NAME=VALUE`` with VALUE read as JSON when it parses (``deals=2``, ``revolution=false``)."""
    name, sep, raw = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, got {excerpt(text)}")
    try:
        return name, jsontext.decode(raw, MAX_OPTION_CHARS, f"option {excerpt(name)}")
    except InvalidRequestError as exc:
        if jsontext.too_deep(raw) or len(raw) > MAX_OPTION_CHARS:
            raise argparse.ArgumentTypeError(str(exc)) from None
        return name, raw  # not JSON: the value is the text itself (a name, a word)


def game_options(game: Game, args: argparse.Namespace) -> dict[str, Any]:
    """Options from ``--players``/``--deals`` (when the game has them) and ``--option``."""
    options: dict[str, Any] = dict(args.option or [])
    names = {spec.name for spec in game.option_specs}
    for name in ("players", "deals"):
        value = getattr(args, name, None)
        if value is None:
            continue
        if name not in names:
            raise KarciarniaError(f"{game.id} has no option {name!r}")
        options[name] = value
    return options


def seat_levels(game_id: str, text: str, seats: int) -> list[str]:
    """Comma-separated levels, repeated round the table when shorter than it."""
    levels = [level.strip() for level in text.split(",") if level.strip()]
    known = all_levels(game_id)
    for level in levels:
        if level not in known:
            raise KarciarniaError(f"no AI level {level!r} for {game_id}; known: {', '.join(known)}")
    if not levels or len(levels) > seats:
        raise KarciarniaError(f"give 1 to {seats} levels for {seats} seats, got {len(levels)}")
    return [levels[seat % len(levels)] for seat in range(seats)]


def places(scores: Sequence[float]) -> list[int]:
    """Finishing place per seat by final score (1 = best; ties share the better place)."""
    return [1 + sum(other > score for other in scores) for score in scores]


# -- play ---------------------------------------------------------------------------------
def show(data: dict[str, Any], out: TextIO) -> None:
    """Print an observation compactly: scalars on one line, then one line per non-empty list."""
    scalars: list[str] = []
    lines: list[str] = []
    for key, value in data.items():
        if key in ("game", "legal_actions") or value in (None, [], {}, ""):
            continue
        if isinstance(value, list) and all(isinstance(item, (str, int, float)) for item in value):
            lines.append(f"  {key}: {' '.join(str(item) for item in value)}")
        elif isinstance(value, (list, dict)):
            lines.append(f"  {key}: {json.dumps(value, separators=(',', ':'), ensure_ascii=False)}")
        else:
            scalars.append(f"{key}={json.dumps(value)}")
    print("  " + " ".join(scalars), file=out)
    for line in lines:
        print(line, file=out)


def ask(actions: Sequence[Action], read: Callable[[], str], out: TextIO) -> Action | None:
    """Read a number or an action id until it names a legal action; ``None`` on quit or EOF."""
    for number, action in enumerate(actions, 1):
        print(f"  {number:>3}) {action.id}", file=out)
    by_id = {action.id: action for action in actions}
    while True:
        print(f"your move [1-{len(actions)}, an action id, or q]: ", end="", file=out, flush=True)
        line = read()
        if not line:
            print("\nend of input", file=out)
            return None
        text = line.strip()
        if text in ("q", "quit"):
            return None
        if text.isdigit() and 1 <= int(text) <= len(actions):
            return actions[int(text) - 1]
        if text in by_id:
            return by_id[text]
        print(f"{text!r} is not a legal action here", file=out)


def command_play(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    """One human seat in the terminal against AI seats of ``--level``."""
    game = GAMES[args.game]
    state = game.new_state(game_options(game, args), args.seed)
    seats = state.num_players
    if not 0 <= args.seat < seats:
        raise KarciarniaError(f"--seat must be from 0 to {seats - 1}")
    level = seat_levels(game.id, args.level, 1)[0]
    rngs = seat_rngs(args.seed, seats)
    print(f"{game.names.get('en', game.id)}: you are seat {args.seat}; other seats: {level}", file=out)
    while not state.is_terminal:
        actor = state.current_player
        assert actor is not None
        if actor == args.seat:
            observation = state.observation(actor)
            print(f"\nmove {len(state.history)}, your turn:", file=out)
            show(observation.to_json(), out)
            chosen = ask(observation.legal_actions, stdin.readline, out)
            if chosen is None:
                print("game left unfinished", file=out)
                return 1
        else:
            chosen = decide(game.id, level, state, rngs[actor])
            print(f"seat {actor}: {chosen.id}", file=out)
        state.apply(chosen)
    print("\ngame over:", file=out)
    show(state.observation(args.seat).to_json(), out)
    scores = state.returns()
    print(f"scores: {' '.join(map(str, scores))}; your place: {places(scores)[args.seat]} of {seats}", file=out)
    return 0


# -- simulate -----------------------------------------------------------------------------
def run_game(game: Game, options: dict[str, Any], seed: int, levels: Sequence[str]) -> list[int]:
    """Play one AI-only game; return its final scores."""
    state = game.new_state(options, seed)
    rngs = seat_rngs(seed, state.num_players)
    while not state.is_terminal:
        actor = state.current_player
        assert actor is not None
        state.apply(decide(game.id, levels[actor], state, rngs[actor]))
    return state.returns()


def command_simulate(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    """AI-only games from seeds S, S+1, …; a JSON summary per seat."""
    game = GAMES[args.game]
    if args.games < 1:
        raise KarciarniaError("--games must be at least 1")
    options = game_options(game, args)
    seats = game.new_state(options, args.seed).num_players
    levels = seat_levels(game.id, args.levels, seats)
    score_sums, place_sums = [0.0] * seats, [0.0] * seats
    for index in range(args.games):
        scores = run_game(game, options, args.seed + index, levels)
        for seat, (score, place) in enumerate(zip(scores, places(scores), strict=True)):
            score_sums[seat] += score
            place_sums[seat] += place
    summary = {
        "game": game.id,
        "games": args.games,
        "seed": args.seed,
        "options": options,
        "seats": [
            {
                "seat": seat,
                "level": levels[seat],
                "mean_score": round(score_sums[seat] / args.games, 4),
                "mean_place": round(place_sums[seat] / args.games, 4),
            }
            for seat in range(seats)
        ],
    }
    print(json.dumps(summary, indent=2), file=out)
    return 0


# -- tournament ------------------------------------------------------------------------------
def command_tournament(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    """Duplicate deals between levels (karciarnia.tournament), printed as JSON."""
    game = GAMES[args.game]
    if args.duplicate_deals < 1:
        raise KarciarniaError("--deals must be at least 1")
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    result = tournament.run(game.id, levels, args.duplicate_deals, args.seed, game_options(game, args), args.iterations, args.workers, args.deal)
    print(json.dumps(result, indent=2), file=out)
    return 0


# -- ladder -----------------------------------------------------------------------------------
DEAL_HELP = "the deal of each game scored, from 1 (the game's deals option must reach it: --option deals=N); normal plays those before it"


def budget_list(text: str) -> list[int]:
    """``--budgets``: comma-separated iteration caps, each a whole number of at least 1."""
    try:
        caps = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"budgets are comma-separated whole numbers, got {text!r}") from None
    if not caps or min(caps) < 1:
        raise argparse.ArgumentTypeError(f"budgets are whole numbers of at least 1, got {text!r}")
    return caps


def signed_interval(low: float, high: float) -> str:
    return f"[{low:+.2f}, {high:+.2f}]" if isinstance(low, float) else f"[{low:+d}, {high:+d}]"


def command_ladder(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    """Easy and hard (at each budget) rated against normal in duplicate deals, printed as a table."""
    game = GAMES[args.game]
    if args.duplicate_deals < 1:
        raise KarciarniaError("--deals must be at least 1")
    result = tournament.ladder(game.id, args.duplicate_deals, args.seed, args.budgets, game_options(game, args), args.workers, args.deal)
    scored = f" (deal {args.deal} of each game, the earlier ones played by {tournament.EARLIER_DEALS_LEVEL})" if args.deal > 1 else ""
    print(
        f"{game.id}: {result['deals']} duplicate deals{scored} from seed {result['seed']}, each level against {result['base']}"
        " (rating: Elo-like, 95% interval; difference: score per deal, level minus normal)",
        file=out,
    )
    print(
        f"{'level':<8}{'budget':>7}{'rating':>8}  {'interval':<13}{'difference':>11}  {'interval':<17}{'searched':>9}{'rollouts':>9}{'ms':>9}",
        file=out,
    )
    print(f"{result['base']:<8}{'':>7}{0:>+8}", file=out)
    for row in result["rows"]:
        searched = row["rollouts_per_search"] is not None
        print(
            f"{row['level']:<8}{row['iterations'] or '':>7}{row['rating']:>+8}  {signed_interval(*row['rating_ci95']):<13}"
            f"{row['mean_difference']:>+11.2f}  {signed_interval(*row['difference_ci95']):<17}"
            f"{row['search_share']:>9.0%}{row['rollouts_per_search'] if searched else '':>9}"
            f"{row['ms_per_search'] if searched else row['ms_per_decision']:>9}",
            file=out,
        )
    print(
        "budget: hard's rollout cap per decision; searched: share of decisions searched;"
        " rollouts and ms (CPU, CPython; Pyodide takes about 2x): mean per search (ms per decision where none)",
        file=out,
    )
    return 0


# -- bench --------------------------------------------------------------------------------
def percentile(samples: Sequence[float], fraction: float) -> float:
    """The nearest-rank percentile of ``samples``."""
    ordered = sorted(samples)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def bench_random(game: Game, seed: int, seconds: float) -> dict[str, Any]:
    """Random legal games: games per second and the mean cost of ``legal_actions()``."""
    rng = Rng(seed)
    games = moves = 0
    legal_time = 0.0
    start = time.perf_counter()
    deadline = start + seconds
    while games == 0 or time.perf_counter() < deadline:
        state = game.new_state(None, seed + games)
        while not state.is_terminal:
            tick = time.perf_counter()
            actions = state.legal_actions()
            legal_time += time.perf_counter() - tick
            state.apply(rng.choice(actions))
            moves += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {
        "random_games": games,
        "random_games_per_second": round(games / elapsed, 2),
        "moves_per_game": round(moves / games, 1),
        "legal_actions_us": round(legal_time / max(moves, 1) * 1e6, 2),
    }


def timing(times: Sequence[float]) -> dict[str, Any]:
    """Count, median and 95th percentile of decision times in milliseconds."""
    return {
        "decisions": len(times),
        "median_ms": round(statistics.median(times), 4),
        "p95_ms": round(percentile(times, 0.95), 4),
    }


def bench_level(game: Game, level: str, seed: int, seconds: float) -> dict[str, Any]:
    """Decision times of ``level`` playing every seat, stopping at the deadline (one decision at least).

    The headline mixes every decision; ``searches`` (when the level searched
    at all) times apart the decisions that ran a search over sampled worlds,
    leaving out the forced moves and the choices left to a simpler policy
    (bidding, trumps, exchanges, exact endgames).
    """
    times: list[float] = []
    searched: list[float] = []
    deadline = time.perf_counter() + seconds
    index = 0
    while not times or time.perf_counter() < deadline:
        state = game.new_state(None, seed + index)
        rngs = seat_rngs(seed + index, state.num_players)
        while not state.is_terminal and (not times or time.perf_counter() < deadline):
            actor = state.current_player
            assert actor is not None
            observation = state.observation(actor)
            runs = SEARCHES_RUN.runs
            tick = time.perf_counter()
            action = computers.choose(game.id, level, observation, rngs[actor])
            times.append((time.perf_counter() - tick) * 1000)
            if SEARCHES_RUN.runs > runs:
                searched.append(times[-1])
            state.apply(action)
        index += 1
    figures = timing(times)
    if searched:
        figures["searches"] = timing(searched)
    return figures


def command_bench(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    """JSON figures per game, within about ``--seconds`` in all."""
    if args.seconds <= 0:
        raise KarciarniaError("--seconds must be positive")
    share = args.seconds / max(len(GAMES), 1)
    report: dict[str, Any] = {
        "karciarnia": __version__,
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "seconds": args.seconds,
        "games": {},
    }
    for game_id, game in GAMES.items():
        levels = computers.levels(game_id)
        figures = bench_random(game, args.seed, share / (1 + len(levels)) if levels else share)
        figures["ai_ms"] = {level: bench_level(game, level, args.seed, share / (1 + len(levels))) for level in levels}
        report["games"][game_id] = figures
    print(json.dumps(report, indent=2), file=out)
    return 0


# -- review -------------------------------------------------------------------------------
def read_record_file(path: str) -> Record:
    """The record in a JSON file: a record itself, or what ``save`` returns (``{"record", "players"}``).

    Read like any text from outside (``jsontext.decode``): a file too big or nested too deep is refused.
    """
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read(Record.MAX_CHARS + 1)
    except OSError as exc:
        raise InvalidRecordError(f"cannot read {path}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise InvalidRecordError(f"{path}: a saved game is not valid UTF-8 text") from None
    try:
        data = jsontext.decode(text, Record.MAX_CHARS, "saved game", InvalidRecordError)
    except InvalidRecordError as exc:
        raise InvalidRecordError(f"{path}: {exc}") from None
    if isinstance(data, dict) and "record" in data:
        data = data["record"]
    return analysis.read_record(data)


def command_review(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    """Each of the seat's decisions in a deal: what was played, what the engine prefers, the loss, the verdict and why."""
    record = read_record_file(args.record)
    seats = GAMES[record.game].new_state(record.options, record.seed).num_players
    if not 0 <= args.seat < seats:
        raise KarciarniaError(f"--seat must be from 0 to {seats - 1}")
    review = analysis.analyse_deal(record, args.seat, args.deal)
    analyst = BUNDLES[record.game].analyst
    deal = review.decisions[0].deal if review.decisions else args.deal
    bars = ", ".join(f"{wording.verdict_text(args.lang, name)} > {bar:g}" for name, bar in reversed(analyst.thresholds.bars()))
    say = functools.partial(wording.say, args.lang)
    unit = say(f"reasons.cli.unit.{analyst.unit}")
    print(say("reasons.cli.summary", game=record.game, seat=args.seat, deal=deal, decisions=len(review.decisions), unit=unit, bars=bars), file=out)
    print(f"{say('reasons.cli.step'):>5}  {say('reasons.cli.played'):<22} {say('reasons.cli.preferred'):<22} {say('reasons.cli.loss'):>6}", file=out)
    for decision in review.decisions:
        loss = f"{decision.loss:6.2f}" if decision.analysed and not decision.forced else f"{'-':>6}"
        verdict = wording.verdict_text(args.lang, decision.verdict)
        if decision.move == review.largest:
            verdict += f"; {say('reasons.largest_loss')}"
        print(f"{review.step(decision.move):>5}  {decision.chosen.id:<22} {decision.best.id:<22} {loss}  {verdict}", file=out)
        for reason in decision.reasons:
            print(f"{'':7}- {wording.reason_text(args.lang, reason.to_json(), analyst.unit)}", file=out)
    return 0


# -- entry point --------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    """The argument parser with its subcommands."""
    parser = argparse.ArgumentParser(prog="karciarnia", description="Karciarnia card games engine")
    parser.add_argument("--version", action="version", version=f"karciarnia {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)

    def game_arguments(sub: argparse.ArgumentParser) -> None:
        sub.add_argument("game", choices=sorted(GAMES), help="game id")
        sub.add_argument("--seed", type=int, default=0, help="seed of the (first) game")
        sub.add_argument("--players", type=int, help="number of seats, if the game has that option")
        sub.add_argument("--deals", type=int, help="number of deals, if the game has that option")
        sub.add_argument("--option", type=parse_option, action="append", metavar="NAME=VALUE", help="any game option (JSON value)")

    play = commands.add_parser("play", help="play one seat in the terminal")
    game_arguments(play)
    play.add_argument("--level", default="normal", help="AI level of the other seats")
    play.add_argument("--seat", type=int, default=0, help="your seat")
    play.set_defaults(run=command_play)

    simulate = commands.add_parser("simulate", help="AI-only games, JSON summary per seat")
    game_arguments(simulate)
    simulate.add_argument("--games", type=int, default=100, help="how many games")
    simulate.add_argument("--levels", default="normal", help="comma-separated levels per seat, repeated round the table")
    simulate.set_defaults(run=command_simulate)

    duel = commands.add_parser("tournament", help="duplicate deals between AI levels, 95% intervals, JSON")
    duel.add_argument("game", choices=sorted(GAMES), help="game id")
    duel.add_argument("--seed", type=int, default=0, help="seed of the first deal")
    duel.add_argument("--players", type=int, help="number of seats, if the game has that option")
    duel.add_argument("--option", type=parse_option, action="append", metavar="NAME=VALUE", help="game option")
    duel.add_argument("--levels", default="hard,normal", help="comma-separated levels, repeated round the table")
    duel.add_argument("--deals", dest="duplicate_deals", type=int, default=100, help="how many duplicate deals")
    duel.add_argument("--iterations", type=int, help="search budget of the hard level per decision (rollouts)")
    duel.add_argument("--workers", type=int, help="processes (default: one per core)")
    duel.add_argument("--deal", type=int, default=1, help=DEAL_HELP)
    duel.set_defaults(run=command_tournament)

    ladder = commands.add_parser("ladder", help="easy, normal and hard rated in duplicate deals at two budgets")
    ladder.add_argument("game", choices=sorted(GAMES), help="game id")
    ladder.add_argument("--seed", type=int, default=0, help="seed of the first deal")
    ladder.add_argument("--players", type=int, help="number of seats, if the game has that option")
    ladder.add_argument("--option", type=parse_option, action="append", metavar="NAME=VALUE", help="game option")
    ladder.add_argument("--deals", dest="duplicate_deals", type=int, default=100, help="how many duplicate deals")
    ladder.add_argument("--deal", type=int, default=1, help=DEAL_HELP)
    ladder.add_argument("--budgets", type=budget_list, help="hard's rollouts per decision, comma-separated (default: the browser's, and a slow device's floor)")
    ladder.add_argument("--workers", type=int, help="processes (default: one per core)")
    ladder.set_defaults(run=command_ladder)

    bench = commands.add_parser("bench", help="speed figures of every game as JSON")
    bench.add_argument("--seconds", type=float, default=10.0, help="rough time bound for the whole run")
    bench.add_argument("--seed", type=int, default=0)
    bench.set_defaults(run=command_bench)

    review = commands.add_parser("review", help="the engine's analysis of one seat's decisions in a saved deal")
    review.add_argument("record", help="a saved game (JSON: a record, or what the page's save returns)")
    review.add_argument("--seat", type=int, default=0, help="whose decisions")
    review.add_argument("--deal", type=int, help="which deal (default: the last one in the record)")
    review.add_argument("--lang", choices=wording.LANGUAGES, default="pl", help="the language of the verdicts and reasons")
    review.set_defaults(run=command_review)
    return parser


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Run one subcommand; return the exit status (2 for bad options)."""
    args = build_parser().parse_args(argv)
    try:
        status: int = args.run(args, stdin or sys.stdin, stdout or sys.stdout)
        return status
    except KarciarniaError as exc:
        print(f"karciarnia: error: {exc}", file=sys.stderr)
        return 2
