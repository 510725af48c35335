// What the browser keeps of the player's between visits and what a game carries out of the page, as
// JSON: the saved game (saved.js), a game's file (game-file.js) and the settings (settings.js); each
// is checked against its schema when read, so a value of these shapes is one that passed. Types
// only, for the checker (tsc over JSDoc: see tsconfig.json); nothing here runs.

/** @typedef {import("../boot/types.js").GameRecord} GameRecord */

/**
 * A table's room across the internet (friends/relay.js): its id and key, and the host's keys
 * (absent in a room saved before hosts signed).
 * @typedef {object} FriendsRoom
 * @property {string} id
 * @property {string} key
 * @property {string} [host]     the host's public key
 * @property {string} [secret]   the host's secret key (only in the host's own saved game)
 */

/**
 * Where friends play at the table (friends/host.js): which seats are theirs, who has joined.
 * @typedef {object} FriendsSetup
 * @property {string} table        the table's id, 8 hex digits
 * @property {number[]} seats      the friends' seats
 * @property {string} level        the computers' level, where a seat falls back to one
 * @property {number[]} [joined]   the seats a friend has held (shown as waiting for them to rejoin)
 * @property {FriendsRoom} [room]  the room across the internet, once it is open
 * @property {import("../friends/tally.js").Tally} [tally]   the running score of the games played at this table before
 */

/**
 * The game in progress as the browser keeps it (saved.js: SAVED_FORMAT).
 * @typedef {object} SavedGame
 * @property {number} format
 * @property {string} game
 * @property {GameRecord} record
 * @property {string[]} players                  each seat's: "human" or a computer's level
 * @property {string[]} [levels]                 the other seats' as chosen (a friend's too); older saves have none
 * @property {string[]} [names]                  a hot seat's or friends' people
 * @property {FriendsSetup} [friends]
 * @property {string} [daily]                    the date of a deal of the day
 * @property {{score: number, deal?: number, deals?: number}} [progress]   where it stands, for the home
 * @property {number} [takebacks]              how many times a move was taken back (table/takeback.js): not rated
 * @property {import("../friends/tally.js").Tally} [tally]   a hot seat's running score of the games before this one
 * @property {true} [replayed]                   a deal played again ("play this deal again"): its cards known, neither counted nor rated
 * @property {{seat: number, first?: number[], match?: {deals: number, differences: number[]}}} [duplicate]   a playing of the
 *   same cards from another seat (table/duplicate-room.js): the player's seat, the other playing's scores, the match it is of
 * @property {string} [savedAt]
 */

/**
 * A finished game as a file (game-file.js: GAME_FILE_FORMAT).
 * @typedef {object} GameFile
 * @property {string} kind             "karciarnia.game"
 * @property {number} format
 * @property {string} game
 * @property {number} seat             the seat it is seen from
 * @property {string[]} players
 * @property {string[]} [names]
 * @property {number} [takebacks]      how many times a move was taken back (the game was not rated); older files have none
 * @property {GameRecord} record
 * @property {string} [savedAt]
 */

/**
 * The settings (settings.js: DEFAULTS has each one's default).
 * @typedef {object} Settings
 * @property {number} contrast       0–100
 * @property {number} grain          0–100
 * @property {number} temperature    0–100
 * @property {"small" | "normal" | "large"} cardSize
 * @property {boolean} fourColour
 * @property {"normal" | "fast" | "off"} animation
 * @property {"slow" | "normal" | "fast" | "instant"} pace
 * @property {"quick" | "normal" | "long"} thinking
 * @property {boolean} sound
 * @property {boolean} autoForced
 * @property {string} stun
 * @property {boolean} internet
 * @property {string} turn
 * @property {string} turnUser
 * @property {string} turnPassword
 */

/**
 * Where a training puzzle stands in its repetitions (training-schedule.js). Days are local, YYYY-MM-DD.
 * @typedef {object} Scheduled
 * @property {string} made       the day it was made
 * @property {string} due        the day it asks for an answer
 * @property {string} [last]     the day of its last answer
 * @property {number} answers
 * @property {number} solves     its solved answers, in all
 * @property {number} streak     its solved answers in a row, the last ones
 * @property {boolean} retired   solved twice in a row: asked no more
 */

/**
 * A training puzzle (training-store.js): a marked mistake or blunder of a finished deal, asked again.
 * @typedef {object} PuzzleFacts
 * @property {string} id
 * @property {string} game
 * @property {number} seat
 * @property {number} move              the decision's index in the deal's record
 * @property {"mistake" | "blunder"} verdict
 * @property {string[]} kinds           the kinds of the engine's reasons (the last, better_move_value, left out)
 * @property {string} unit              "points" or "votes"
 * @property {number} good              the largest loss of a good answer (the game's inaccuracy bar)
 * @property {GameRecord} record        the deal up to the decision
 * @property {import("../boot/types.js").Action} chosen     what was played then
 * @property {import("../boot/types.js").Action} best       the engine's best move
 * @property {{action: import("../boot/types.js").Action, value: number}[]} values   the engine's value of each candidate
 * @property {object[]} reasons         the engine's reasons of the verdict, as its analysis gave them
 * @property {number} loss
 * @typedef {PuzzleFacts & Scheduled} TrainingPuzzle
 */

/**
 * The player's puzzle rating in one game (the engine's op rate_puzzle moves it).
 * @typedef {object} PuzzleRating
 * @property {number} rating
 * @property {number} deviation
 * @property {number} volatility
 * @property {number} answers
 */

/**
 * One store of what the player has, as "Save everything" writes it and "Restore" merges it back
 * (lobby/backup.js lists them). Its value is what a file holds of it: the stored JSON, checked.
 * @typedef {object} BackupStore
 * @property {string[]} keys        the storage keys it holds (every other key of the page's is a remembered choice)
 * @property {number} maxChars      the longest value its reader takes, as JSON text
 * @property {(context: BackupContext) => any} read   its value now; undefined when there is none
 * @property {(value: any, context: BackupContext) => string | null} problem   what is wrong with a file's value, or null
 * @property {(current: any, incoming: any) => Merged} merge   ``current`` (undefined: none) with a file's value
 * @property {(value: any) => boolean} write   store the merged value; false when it was refused
 */

/**
 * What a file's value brings (BackupStore.merge): ``value`` to store (none: nothing changes), and
 * what it added as messages (i18n keys) with their counts, ``note``: a message of what it did not take.
 * @typedef {object} Merged
 * @property {any} [value]
 * @property {Array<[string, number]>} added
 * @property {string} [note]
 */

/**
 * What the stores check a file's values against: the catalog's game ids.
 * @typedef {object} BackupContext
 * @property {string[]} games
 */

export {};
