// The engine's JSON as the page receives it (engine/karciarnia/api.py and the modules it
// dispatches to): what a call to the engine (engine.js) resolves with, and the view of a seat
// every renderer draws. Types only, for the checker (tsc over JSDoc: see tsconfig.json); nothing
// here runs. Each game's own observation is in web/js/games/types.js.

/**
 * A legal action as the engine sends it (Action.to_json): its stable id, its kind, and what it
 * plays. Which other fields an action has depends on its game and type.
 * @typedef {object} Action
 * @property {string} id                 the id sent back to act ("play:5S,5H", "pass", "bid:2" …)
 * @property {string} type               "play", "pass", "give", "bid", "discard", "trump" …
 * @property {string[]} [cards]          the cards it plays, gives or discards
 * @property {string} [card]             the one card it plays (Tarok, Koalicje)
 * @property {number | boolean} [value]  a bid's value, 0 a pass (Dou Dizhu); yes or no to a house rule's question (call, rob, show, double, redouble: D26-D28)
 * @property {string} [suit]             the suit a trump names (Koalicje)
 * @property {string} [combo]            a play's combination (Dou Dizhu: "single", "pair", "bomb" …)
 * @property {string[]} [ranks]          a play's ranks, core then wings (Dou Dizhu)
 * @property {string[]} [core]           a play's core ranks (Dou Dizhu)
 * @property {string[]} [wings]          a play's wings' ranks (Dou Dizhu)
 * @property {string} [main]             the rank that decides what beats it (Dou Dizhu)
 * @property {number} [size]             how many cards it plays (Dou Dizhu)
 * @property {boolean} [hidden]          another seat's move whose cards the viewer may not see (a give, a discard)
 * @property {number} [count]            how many cards such a hidden move moved
 */

/**
 * What every game's observation holds (Observation.to_json): exactly what one seat may know.
 * @typedef {object} Observation
 * @property {string} game
 * @property {number} seat
 * @property {number} num_players
 * @property {number | null} current_player   null once the game is over
 * @property {Action[]} legal_actions          the seat's, when it is to move; else empty
 * @property {string} phase
 * @property {string[]} [hand]                 the seat's own cards
 * @property {number} [deal_number]            from 0, in the games played in deals
 * @property {number} [deals]                  how many deals the game has
 */

/**
 * The move that made the position as the viewer saw it (Session.last_move_of).
 * @typedef {object} LastMove
 * @property {number} moves    the moves made with it
 * @property {number} actor
 * @property {Action} action   as the viewer may see it
 */

/**
 * A lesson's step as the page shows it (Tutorial.progress).
 * @typedef {object} TutorialProgress
 * @property {number} step
 * @property {number} steps
 * @property {LessonText} text
 * @property {string | null} rule        the rule id the step teaches
 * @property {string | null} action      the taught action's id, while it is to be made
 * @property {LessonText | null} why_not why another move is refused
 * @property {boolean} done
 */

/**
 * A lesson's text, written in the engine in both languages (tutorial.Text).
 * @typedef {{pl: string, en: string}} LessonText
 */

/**
 * What the page draws for one seat (sessions.view): its observation plus the table's facts.
 * @template {Observation} [O=Observation]
 * @typedef {object} View
 * @property {string} session          the engine's session, named in every later request
 * @property {string} game
 * @property {number} seat             the seat it is seen from
 * @property {string[]} players        each seat's player: "human", a computer's level or "tutorial"
 * @property {number | null} current_player
 * @property {boolean} current_is_ai   the seat to move is not a person's
 * @property {boolean} terminal
 * @property {number[]} scores         each seat's returns so far
 * @property {number} moves            how many moves the game has had
 * @property {boolean} explicit_deal   the first deal came in the options (a share link cannot carry it)
 * @property {O} observation
 * @property {LastMove | null} last_move
 * @property {TutorialProgress | null} tutorial   a lesson's step, or null in a game
 * @property {boolean} [takeback]      the seat may take back its last decision now (op takeback; a replay's views have none)
 */

/**
 * A game's record (Record.to_json): its seed, options and moves; replaying them gives the game.
 * @typedef {object} GameRecord
 * @property {string} game
 * @property {Record<string, unknown>} options
 * @property {number} seed
 * @property {string[]} actions
 */

/**
 * A game of the catalog (catalog.json, the engine's op "catalog"): what the home offers of it.
 * @typedef {object} CatalogGame
 * @property {string} id
 * @property {Record<string, string>} names    by language
 * @property {number} seats                    by default
 * @property {CatalogOption[]} options
 * @property {string[]} levels                 its computers' levels
 * @property {Record<string, number>} ratings  each level's fixed rating, from the strength ladder (engine/karciarnia/rating.py)
 */

/**
 * @typedef {object} CatalogOption
 * @property {string} name
 * @property {"int" | "bool" | "choice"} kind
 * @property {number | boolean | string} default
 * @property {number} [min]
 * @property {number} [max]
 * @property {string[]} [choices]             a choice's values
 * @property {boolean} [house]                a house rule: off (its default) unless chosen; a game with one on counts apart
 */

/**
 * The replies of the engine's ops a table uses (play.py, daily.py).
 * @typedef {{view: View}} ViewReply                                 new, act, view, load, fork, tutorial, seat
 * @typedef {{actor: number, action: Action, view: View}} AiReply     ai: a computer's move
 * @typedef {{level: string, action: Action}} HintReply                hint
 * @typedef {{reason: string, params: Record<string, any>}} ExplainReply   explain: why a selection is no move
 * @typedef {{record: GameRecord, players: string[]}} SaveReply       save
 * @typedef {{game: string, date: string, seed: number, options: Record<string, unknown>, players: string[]}} DailyReply   daily *
 * counter: what the seat's observation leaves out, by rank or suit (games/<game>/counter.py); at a
 * friend's table the host sends it beside the view (op view or guest with counter: true).
 * @typedef {{key: string, out: number, known: number, total: number}} CounterItem
 * @typedef {{id: string, items: CounterItem[], deuces_as_jokers?: boolean}} CounterGroup
 * @typedef {{groups: CounterGroup[]}} CounterReply
 */

/**
 * What answers a table's requests: the page's engine (engine.js), or at a friend's table the host
 * (friends/guest.js). Replies are JSON; each op's shape is above.
 * @typedef {object} EngineLike
 * @property {(op: string, fields?: Record<string, unknown>) => Promise<any>} call
 */

export {};
