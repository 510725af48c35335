"""The games, one package each: its rules (``game``), AIs (``ai``), review reasons (``reasons``),
lesson (``tutorial``) and one public :class:`~karciarnia.bundle.GameBundle` (``BUNDLE``).

Generic code reaches a game only through :mod:`karciarnia.catalog`; :mod:`.deal_check`
is the games' shared reading of a prepared deal.
"""
