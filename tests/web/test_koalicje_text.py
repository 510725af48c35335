"""Koalicje's player-facing text names no rule ids: "(K13)" belongs in the rules pages."""

from __future__ import annotations

import json
import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
RULE_ID = re.compile(r"\b[KDPT]\d{1,2}\b")  # the rules' ids: K13, D16, P21, T5


def test_no_rule_id_in_the_koalicje_strings() -> None:
    for lang in ("pl", "en"):
        strings = json.loads((WEB / "i18n" / lang / "koalicje.json").read_text(encoding="utf-8"))
        cited = {key: text for key, text in strings.items() if RULE_ID.search(json.dumps(text, ensure_ascii=False))}
        assert not cited, f"{lang}/koalicje.json shows rule ids to the player: {cited}"


def test_no_rule_id_in_the_koalicje_renderer_strings() -> None:
    """The renderer's own literals (outside comments) carry no rule id either."""
    source = (WEB / "js" / "games" / "koalicje.js").read_text(encoding="utf-8")
    code = re.sub(r"//.*|/\*.*?\*/", "", source, flags=re.S)
    literals = re.findall(r'"([^"\n]*)"|`([^`]*)`', code)
    cited = [text for pair in literals for text in pair if RULE_ID.search(text)]
    assert not cited, f"koalicje.js shows rule ids to the player: {cited}"
