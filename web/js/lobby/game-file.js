// A game's file now lives in player/game-file.js (the home and the table both use it). This
// path stays only for tests/engine/test_game_file.py, which runs the page's file code under Node
// from here; once that test imports player/game-file.js, this module goes.
export * from "../player/game-file.js";
