"""Narrow errors: every refusal says what was wrong and where."""


class KarciarniaError(ValueError):
    """Base of every error the engine raises on bad input."""


class IllegalActionError(KarciarniaError):
    """An action that is not legal in the current position."""


class InvalidOptionError(KarciarniaError):
    """A game option that is unknown, of the wrong type or out of range."""


class InvalidRecordError(KarciarniaError):
    """A saved game or replay record that cannot be read or replayed."""


class InvalidRequestError(KarciarniaError):
    """A request to the JSON boundary that is malformed."""


class GuestMessageError(InvalidRequestError):
    """A message from a peer-to-peer guest's page that is malformed or of another protocol version."""
