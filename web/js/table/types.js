// What the one table draws and whom it talks to: the renderer a game supplies (web/js/games/<game>.js),
// the parts it returns, a table played elsewhere in part (friends), and a game's way to the table
// (tables.js). Types only, for the checker (tsc over JSDoc: see tsconfig.json); nothing here runs.

/**
 * @typedef {import("../boot/types.js").Action} Action
 * @typedef {import("../boot/types.js").Observation} Observation
 * @typedef {import("../boot/types.js").ExplainReply} ExplainReply
 */

/**
 * The table controller (table.js: TableController) as these types name it: any here, since table.js
 * names these types (an import back would close a circle); a renderer names the controller it is
 * given (Renderer's C), so the games' code is checked against the real class.
 * @typedef {any} TableController
 */

/**
 * @template {Observation} [O=Observation]
 * @typedef {import("../boot/types.js").View<O>} View
 */

/** What the table may put where a node goes: a node, text, or nothing (dom.js: el's children). @typedef {Node | string | number | null | undefined | false} Child */

/**
 * What a seat's panel shows.
 * @typedef {object} SeatPart
 * @property {Child[]} [badges]      its titles and marks (Prezydent, landlord, dealer …)
 * @property {number | null} [count] how many cards it holds, or null to show none
 * @property {Child | Child[]} [played]   what it played last in the trick
 * @property {Child | Child[]} [detail]   a line more (its points, tricks …)
 * @property {string} [tone]         a class of its own ("out", "landlord" …)
 */

/**
 * The player's hand as the table fans it.
 * @typedef {object} HandPart
 * @property {string[]} cards
 * @property {string} [deck]                        the deck its faces are drawn from (cards/card-art.js)
 * @property {number[]} [order]                     the order the cards are shown in (indices into cards)
 * @property {Set<number> | null} [playable]        the indices some legal action plays; null: no greying
 * @property {(index: number) => void} [toggle]     choosing a card, where the game chooses otherwise
 * @property {(button: HTMLElement, index: number) => void} [decorate]   a game's own marks on a card
 */

/**
 * A finished deal of a series, as the score table lists it: its number and each seat's points in it.
 * @typedef {{number: number, gains: number[]}} DealGains
 */

/**
 * The i18n keys a game uses where its deals have another name (Koalicje: rounds).
 * @typedef {object} ScoreboardKeys
 * @property {string} [deal]          for scoreboard.deal
 * @property {string} [deal_result]   for scoreboard.deal_result
 * @property {string} [replay_row]    for replay.replay_row
 * @property {string} [replay_title]  for replay.replay_title
 * @property {string} [open]          for replay.open
 */

/**
 * A game's renderer: the parts of the one table that are the game's. It holds no rules: it draws
 * the view the engine sent, and its buttons send back an action's id (controller.act). The table
 * (table.js) calls it with the current view and itself.
 * @template {Observation} [O=Observation]
 * @template [C=TableController]   the table that calls it (table.js: TableController)
 * @typedef {object} Renderer
 * @property {(view: View<O>, controller: C) => Child | Child[]} status   the bar's line: the deal (and trick) number
 * @property {(view: View<O>, controller: C, seat: number) => SeatPart} seat   what a seat shows
 * @property {(view: View<O>, controller: C) => Child | Child[]} centre   the middle of the table: the trick, the stock, the bid …
 * @property {(view: View<O>, controller: C) => HandPart | null} hand   your hand, or null
 * @property {(view: View<O>, controller: C) => Child | Child[]} actions   the game's buttons by the hand (play, pass, bids …)
 * @property {(view: View<O>, controller: C) => string} prompt   what you must do now (or what the table waits for)
 * @property {(view: View<O>, controller: C) => Child} results   the results panel of the deal just ended
 * @property {(before: View<O>, after: View<O>) => boolean} dealEnded   true when ``after`` finished a deal or round
 * @property {(before: View<O>, after: View<O>) => number | null} trickTaken   the seat that took a trick ``after``
 *   completed, else null; while the table pauses on it, controller.completedTrick is set
 * @property {(controller: C, actor: number, action: Action) => string} describeAction   one sentence for the announcer
 * @property {(controller: C, action: Action) => string} actionText   the action without who made it
 *   ("pas", "7♥ 7♦"), for the hint and for the announcement of your own move
 * @property {(controller: C, actor: number, action: Action) => string[]} [consequences]   sentences for
 *   what a move brought about (a redeal, the landlord), said after your own move too
 * @property {(card: string) => string} [cardKind]   what a card counts as in a play, where cards of one kind are
 *   interchangeable (Dou Dizhu: its rank, D2); by default the card itself (playable.js)
 * @property {(view: View<O>) => DealGains[]} [deals]   for the score table: the finished deals of the series, oldest
 *   first, read from the observation (a resumed game still lists the deals played before the reload)
 * @property {(view: View<O>, controller: C, index: number) => HTMLElement} [dealResult]   the full result of
 *   finished deal ``index`` as a node: what the results panel showed, without its title and buttons
 * @property {ScoreboardKeys} [scoreboardKeys]
 * @property {(action: Action) => string} [readingLabel]   the button of one reading when the selected cards match several
 *   legal actions (D16); the actions then offer one button per reading
 * @property {(reply: ExplainReply, controller: C) => string} [explanation]   the sentence for an
 *   "explain" reply (default: why.<reason> with its params)
 */

/**
 * The moves that come from elsewhere at a table shared with friends: the host's (friends/host.js)
 * or a friend's page (friends/guest.js, which is also its table's engine).
 * @typedef {object} Remote
 * @property {(view: View) => boolean} awaits   whether the seat to move plays elsewhere
 * @property {(view: View) => Promise<{view: View, actor: number, action: Action}>} next   that seat's move
 * @property {boolean} [guest]                  a friend's page: no engine of its own (no hint, no replay)
 * @property {(seat: number) => string | null} [seatStatus]
 * @property {() => Promise<Record<string, unknown>>} [options]   the game's options (for its rules)
 * @property {(table: TableController) => void} [attach]
 * @property {(view: View) => void} [started]
 * @property {Map<number, unknown>} [reactions]
 */

/**
 * What a table is made with (table.js: TableController); only the engine, the root and the renderer
 * are always given: a table of the review's own (review/sandbox.js) has no more than a pace and a way out.
 * @typedef {object} TableOptions
 * @property {import("../boot/types.js").EngineLike} engine
 * @property {HTMLElement} root
 * @property {Renderer<any>} renderer
 * @property {() => number} [pace]                the beat before a computer's move, in milliseconds
 * @property {() => void} [onExit]                back to the home (or out of the review's table)
 * @property {(view: View) => void} [onView]      after every view (to save the game)
 * @property {() => void} [onReplay]              the same deal again
 * @property {() => void} [onPlayAgain]           the same game with a new deal
 * @property {() => string | null} [shareUrl]     the link to this deal, where it may be shared
 * @property {LessonGuide} [guide]                a lesson's (review/tutorial.js)
 * @property {string[]} [names]                   each seat's name where several people play, else none
 * @property {Remote | null} [remote]             the moves that come from elsewhere (friends)
 * @property {() => Child | Child[]} [menuItems]  buttons of its own for the table's menu
 * @property {(request: {table: TableController, index: number | null, opener: Element | null}) => Promise<void>} [openReview]
 *   the review of a finished deal over the table (review/replay.js)
 * @property {DailyPart} [daily]                  the deal of the day's part (lobby/daily.js: DailyDeal)
 * @property {import("./rating-note.js").RatingNote} [rating]   how the player's rating moved, once the game is rated
 * @property {import("./takeback.js").Takeback} [takeback]   take back your last move, where the table offers it (a game against computers)
 * @property {import("../friends/tally.js").RunningScore | null} [score]   the running score where people play (friends, a hot seat)
 * @property {DuplicatePart} [duplicate]          the same cards from another seat (duplicate-room.js), where offered
 * @property {() => HTMLElement[]} [languages]    the buttons that change the language
 * @property {AnalysisLender | null} [analysis]   the analysis in the background (review/analysis-queue.js)
 */

/**
 * A lesson's part of the table (review/tutorial.js): its panel, and its word when a move is refused.
 * @typedef {object} LessonGuide
 * @property {(controller: TableController) => Child} panel
 * @property {(error: any, controller: TableController) => string} refusal
 */

/**
 * The deal of the day's part of a table (lobby/daily.js: DailyDeal): a note in the header, its part
 * above the final results, and its par worked out on the table's analysis queue.
 * @typedef {object} DailyPart
 * @property {() => string} header
 * @property {(view: View) => HTMLElement | null} result
 * @property {(queue: AnalysisLender | null, changed: () => void) => void} start
 */

/**
 * The analysis in the background as the table lends it the engine (review/analysis-queue.js: AnalysisQueue).
 * @typedef {object} AnalysisLender
 * @property {(listener: () => void) => void} listen
 * @property {() => Promise<void>} quiet      the request under way ends first
 * @property {() => void} wake                the engine may be free: ask on
 * @property {() => void} clear               the table is left: nothing more
 * @property {(record: import("../boot/types.js").GameRecord, seat: number) => Promise<unknown>} addDeal
 * @property {(seat: number) => {done: number, total: number} | null} latest
 * @property {(op: string, fields: Record<string, unknown>) => Promise<any>} ask
 */

/**
 * The duplicate's part of a table (duplicate-room.js: DuplicatePart): at the game's end, its note above
 * the results (the two playings side by side, a match's progress) and its way on among the results' buttons.
 * @typedef {object} DuplicatePart
 * @property {(view: View) => HTMLElement | null} result
 * @property {(view: View) => HTMLElement | null} actions
 * @property {() => boolean} leads   its way on is the results' main one (a match goes on)
 */

/**
 * A game to be played again from another seat (duplicate.js): what deals the same cards, the computers'
 * levels at seats 1 … (as the home chose them), and whether the card counter was on.
 * @typedef {object} DuplicateGame
 * @property {string} game
 * @property {Record<string, unknown>} options
 * @property {number} seed
 * @property {string[]} levels
 * @property {boolean} counter
 */

/**
 * Two playings of the same cards side by side (duplicate.js: dealComparison): for the player's first
 * seat and the other, the player's score there and the computer's there in the other playing.
 * @typedef {{rows: {seat: number, you: number, computer: number, difference: number}[], difference: number}} DealComparison
 */

/**
 * A game on its way to the table from the home (tables.js: start): what it is and who sits where.
 * @typedef {object} NewGame
 * @property {string} game
 * @property {Record<string, unknown>} options
 * @property {number} seed
 * @property {string[]} levels        each other seat's: a computer's level, "human" (a person here) or "friend"
 * @property {string[]} [names]       each seat's person's name (a hot seat, friends)
 * @property {string} [level]         the computers' level, where a friend's seat falls back to one
 * @property {string} [daily]         the date of a deal of the day
 * @property {import("../friends/tally.js").Tally} [tally]   a hot seat's running score of the games before (played again)
 * @property {boolean} [replayed]     the deal just played, again: its cards known, neither counted nor rated (player/saving.js)
 */

/**
 * A game at the table as it is saved and played on (tables.js: open): a new game's, or a saved one's.
 * @typedef {object} TableSetup
 * @property {string} game
 * @property {Record<string, unknown>} options
 * @property {number} seed
 * @property {string[]} levels
 * @property {string[]} [names]       where people play (a hot seat, friends)
 * @property {import("../player/types.js").FriendsSetup} [friends]   where friends join
 * @property {string} [daily]
 * @property {number} [takebacks]     how many times a move was taken back in it (a resumed game's: takeback.js)
 * @property {import("../friends/tally.js").Tally} [tally]   a hot seat's running score of the games before
 * @property {boolean} [replayed]     a deal played again: neither counted nor rated
 */

/**
 * What the table asks of the home (lobby/lobby.js): to step aside, to come back, and to show a new
 * game asked for at the table (play again, a lesson's real game) starting on its tile.
 * @typedef {object} Home
 * @property {() => void} closeSheet
 * @property {() => void} render
 * @property {(setup: NewGame, button: HTMLElement | null) => void} begin
 */

export {};
