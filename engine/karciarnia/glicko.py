"""Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2012): a rating, its deviation and its volatility.

A rating period here is one finished game: :func:`update` takes the player's rating before it and
the game's results against each opponent (1 won, ½ tied, 0 lost), and gives the rating after it.
The steps are the paper's, numbered as there; the volatility's root is found by its Illinois
algorithm. A period without games never happens (a rating moves only when a game is rated), so
the deviation grows only through the volatility of the games themselves.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178  # Glicko's rating points per Glicko-2 unit (400 / ln 10)
CENTRE = 1500.0  # the rating the Glicko-2 scale is centred on
TAU = 0.5  # how much the volatility may change (the paper: 0.3 to 1.2; smaller, steadier)
CONVERGENCE = 1e-6  # the paper's ε for the volatility's root


@dataclass(frozen=True)
class Rating:
    """A rating on Glicko's scale: ``rating`` ± ``deviation`` (RD), and the ``volatility`` σ of the player's form."""

    rating: float = CENTRE
    deviation: float = 350.0
    volatility: float = 0.06


@dataclass(frozen=True)
class Result:
    """One result of a rating period: against ``opponent``, ``score`` 1 (won), 0.5 (tied) or 0 (lost)."""

    opponent: Rating
    score: float


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, g_j: float) -> float:
    return 1 / (1 + math.exp(-g_j * (mu - mu_j)))


def _volatility(sigma: float, phi: float, v: float, delta: float) -> float:
    """Step 5: the new volatility σ', the root of the paper's f by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (TAU * TAU)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * TAU) < 0:
            k += 1
        big_b = a - k * TAU
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > CONVERGENCE:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)


def update(player: Rating, results: Sequence[Result]) -> Rating:
    """The player's rating after one rating period with ``results`` (none: as it was)."""
    if not results:
        return player
    mu = (player.rating - CENTRE) / SCALE  # step 2
    phi = player.deviation / SCALE
    games = [(_g(result.opponent.deviation / SCALE), (result.opponent.rating - CENTRE) / SCALE, result.score) for result in results]
    expected = [_expected(mu, mu_j, g_j) for g_j, mu_j, _ in games]
    v = 1 / sum(g_j * g_j * e * (1 - e) for (g_j, _, _), e in zip(games, expected, strict=True))  # step 3
    improvement = sum(g_j * (score - e) for (g_j, _, score), e in zip(games, expected, strict=True))
    sigma = _volatility(player.volatility, phi, v, v * improvement)  # steps 4 and 5
    phi_star = math.sqrt(phi * phi + sigma * sigma)  # step 6
    new_phi = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)  # step 7
    new_mu = mu + new_phi * new_phi * improvement
    return Rating(SCALE * new_mu + CENTRE, SCALE * new_phi, sigma)  # step 8
