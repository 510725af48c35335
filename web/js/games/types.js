// Each game's observation as its renderer draws it: the engine's Observation.to_json of
// engine/karciarnia/games/<game>/game.py, field for field. Types only, for the checker (tsc over
// JSDoc: see tsconfig.json); nothing here runs. The fields every game shares, and the view round
// an observation, are in web/js/boot/types.js.

/** @typedef {import("../boot/types.js").Observation} Observation */

// -- Prezydent ---------------------------------------------------------------------------------

/**
 * What a joker of a play stands for (P25, P26): a rank in a set ("7"), a card in a run ("9H"); null
 * for a joker played alone, which stands for nothing but itself.
 * @typedef {{card: string, as: string | null}} JokerStand
 */

/**
 * How a play reads under the house rules (P25–P27), in a legal action and a trick alike: the keys are
 * there only for a play with a joker or a run (a plain set of natural cards has none, as in P1–P22).
 * One set of cards with two readings is two legal actions (P27).
 * @typedef {object} PlayReading
 * @property {string} [combo]                   "set" (of one rank), "run" (of one suit) or "jokers" (alone)
 * @property {string} [rank]                     a set's rank
 * @property {string[]} [run]                    a run's cards as it reads, low to high, jokers as what they stand for
 * @property {JokerStand[]} [jokers]             the play's jokers, in the order of ``cards``
 */

/**
 * One turn in a trick: the cards played, or a pass (``cards`` empty); ``skipped``: the seat that lost
 * its turn to this equal play (P23).
 * @typedef {{seat: number, cards: string[], pass: boolean, skipped?: number} & PlayReading} TrickPlay
 */

/**
 * Cards handed from one seat to another before a deal (P17); ``chosen``: the giver chose them.
 * @typedef {{giver: number, receiver: number, cards: string[], chosen: boolean}} Exchange
 */

/**
 * @typedef {Observation & {
 *   game: "prezydent",
 *   deal_number: number,
 *   deals: number,
 *   revolution: boolean,
 *   reversed: boolean,
 *   hand: string[],
 *   card_counts: number[],
 *   trick: TrickPlay[],
 *   to_beat: TrickPlay | null,
 *   passed: number[],
 *   finished: number[],
 *   played: string[],
 *   last_trick: TrickPlay[],
 *   last_trick_winner: number | null,
 *   exchanges: Exchange[],
 *   previous_places: number[] | null,
 *   deal_places: number[][],
 *   titles: string[],
 *   totals: number[],
 *   equalize?: true,
 *   skipped?: number[],
 *   jokers?: true,
 *   stairs?: true,
 * }} PrezydentObservation
 * ``deal_places``: each finished deal's seats from first to last place; ``titles``: each place's title.
 * The house rules' keys are there only when on: ``equalize`` (P23) with ``skipped``, the seat that lost
 * its turn to the play to beat (none or one); ``jokers`` (P25, 54 cards); ``stairs`` (P26).
 */

// -- Dou Dizhu ---------------------------------------------------------------------------------

/**
 * One turn of the play: a seat's play and its cards, or a pass.
 * @typedef {object} Turn
 * @property {number} seat
 * @property {boolean} pass
 * @property {string} id
 * @property {string} [combo]     the combination (a pass has none)
 * @property {string[]} [ranks]   its ranks, core then wings
 * @property {string} [main]      the rank that decides what beats it
 * @property {string[]} cards
 */

/**
 * The end of one deal (D21–D23).
 * @typedef {object} DoudizhuResult
 * @property {number} deal_number
 * @property {number} landlord
 * @property {number} bid
 * @property {"landlord" | "farmers"} winner
 * @property {number} out_seat        the seat that played its last card
 * @property {number} bombs
 * @property {number} rockets
 * @property {boolean} spring
 * @property {boolean} anti_spring
 * @property {number} multiplier
 * @property {number[]} scores
 * @property {number} [robs]          D26: the robs made (``bidding`` "rob" only)
 * @property {boolean} [shown]        D27: whether the landlord showed the hand (``show_cards`` only)
 * @property {DoudizhuSettlement[]} [settlements]   D28: the landlord against each farmer (``doubling`` only)
 */

/**
 * D28: the deal settled between the landlord and one farmer; ``factor`` (1, 2 or 4) is what the
 * doubling multiplies this pair's stake by; ``redoubled``: the landlord's redouble answers this farmer.
 * @typedef {object} DoudizhuSettlement
 * @property {number} farmer
 * @property {boolean} doubled
 * @property {boolean} redoubled
 * @property {number} factor
 * @property {number} farmer_score
 * @property {number} landlord_score
 */

/**
 * The house rules on (D26–D28), sent with their keys whenever one of them is on.
 * @typedef {{bidding: "points" | "rob", show_cards: boolean, doubling: boolean}} DoudizhuHouseRules
 */

/**
 * @typedef {Observation & {
 *   game: "doudizhu",
 *   deal_number: number,
 *   deals: number,
 *   redeals: number,
 *   first_bidder: number,
 *   hand: string[],
 *   card_counts: number[],
 *   bids: {seat: number, value: number}[],
 *   bid: number,
 *   landlord: number | null,
 *   bottom: string[] | null,
 *   to_beat: Turn | null,
 *   trick: Turn[],
 *   last_plays: (Turn | null)[],
 *   last_trick: Turn[],
 *   turns: Turn[],
 *   played: string[],
 *   plays_made: number[],
 *   bombs: number,
 *   rockets: number,
 *   multiplier: number,
 *   results: DoudizhuResult[],
 *   totals: number[],
 *   calls?: {seat: number, id: "call" | "decline" | "rob" | "no_rob"}[],
 *   caller?: number | null,
 *   robs?: number,
 *   showed?: boolean | null,
 *   shown_hand?: string[] | null,
 *   doubled?: (boolean | null)[],
 *   redoubled?: boolean | null,
 *   house_rules?: DoudizhuHouseRules,
 * }} DoudizhuObservation
 * ``bids``: value 0 is a pass; ``bottom``: shown once the landlord takes it (D6). ``phase``: "bidding",
 * or with call and rob "calling", "robbing"; then "showing", "doubling", "redoubling" where their
 * options are on; "play", "over". The house rules' keys come only when their option is on: ``calls``
 * (each seat's call or rob in order), ``caller`` (the first caller) and ``robs`` (D26); ``showed`` (null
 * until the landlord decides) and ``shown_hand`` (the landlord's remaining cards once shown, in every
 * seat's view, D27); ``doubled`` (per seat: null not asked or the landlord) and ``redoubled`` (D28).
 */

// -- Tarok -------------------------------------------------------------------------------------

/** @typedef {{seat: number, card: string}} CardPlay  one card in a trick, and whose */

/**
 * A finished trick (T13–T19).
 * @typedef {object} TarokTrick
 * @property {number} leader
 * @property {CardPlay[]} plays
 * @property {number} winner
 * @property {number} trick_point
 * @property {number} card_points
 * @property {number} points
 */

/**
 * The score of one finished deal (T18–T20), per seat.
 * @typedef {object} TarokResult
 * @property {number[]} points
 * @property {number[]} tricks
 * @property {number[]} card_points
 * @property {{card: string, points: number}[][]} scoring_cards   the cards with points among each seat's tricks
 * @property {number} redeals
 * @property {number} winner
 */

/**
 * The duty in force, for the page to explain a refused card (T8, T10, T11), or null when any card may go.
 * @typedef {object} TarokDuty
 * @property {"T8" | "T10" | "T11"} rule
 * @property {string} [card]
 * @property {string[]} [cards]
 * @property {string[]} [kings]
 * @property {string | null} [suit]
 * @property {boolean} [fool]
 * @property {"tarok_led" | "fool_led" | "void"} [reason]
 */

/**
 * @typedef {Observation & {
 *   game: "tarok",
 *   deal_number: number,
 *   deals: number,
 *   redeals: number,
 *   hand: string[],
 *   drawn: string[],
 *   hand_sizes: number[],
 *   stock_count: number,
 *   leader: number,
 *   trick: CardPlay[],
 *   trick_size: number,
 *   trick_number: number,
 *   tricks: TarokTrick[],
 *   played: string[],
 *   taken: string[][],
 *   tricks_won: number[],
 *   points: number[],
 *   opponent_hand: string[] | null,
 *   duty: TarokDuty | null,
 *   last_trick: TarokTrick | null,
 *   results: TarokResult[],
 *   totals: number[],
 *   outcome: {draw: boolean, winner: number | null} | null,
 * }} TarokObservation
 * ``opponent_hand``: set once the stock is empty, when public play determines it.
 */

// -- Koalicje ----------------------------------------------------------------------------------

/**
 * A finished trick: who led, the cards in order, its trump (K23) and the winner.
 * @typedef {{leader: number, plays: CardPlay[], trump: string | null, winner: number}} KoalicjeTrick
 */

/**
 * Jokers laid out by a seat, batch by batch (K8, K9), or the pool's going to the dealer.
 * @typedef {{seat: number, batches: string[][], drawn: number, from_pool: boolean}} JokerEvent
 */

/**
 * A seat's standing once the jokers are out: its case, its rule, its rate and who it sees (K10–K19).
 * @typedef {object} Standing
 * @property {number} seat
 * @property {string} case
 * @property {string} rule
 * @property {number} rate
 * @property {number[]} counts
 * @property {number[]} partners
 * @property {number[]} sees
 * @property {string[]} trump_suits
 */

/**
 * A finished round, as the score sheet shows it (K25, K5).
 * @typedef {object} RoundResult
 * @property {number} round
 * @property {number} dealer
 * @property {number[]} election_seats
 * @property {string[][]} jokers
 * @property {Standing[]} standings
 * @property {{seat: number, suit: string}[]} trumps
 * @property {number[]} tricks
 * @property {number[]} gained
 * @property {number[]} scores
 * @property {number} threshold
 * @property {number[]} reached
 * @property {"next" | "election" | "winner"} outcome
 * @property {number} next_threshold
 * @property {KoalicjeTrick} final_trick
 */

/**
 * @typedef {Observation & {
 *   game: "koalicje",
 *   round: number,
 *   dealer: number,
 *   deuces_as_jokers: boolean,
 *   hand: string[],
 *   hand_counts: number[],
 *   election: boolean,
 *   election_seats: number[],
 *   discard_allowance: Record<string, number>,
 *   discarded: Record<string, number>,
 *   my_discards: string[],
 *   jokers: string[][],
 *   joker_events: JokerEvent[],
 *   standings: Standing[],
 *   trump_choosers: number[],
 *   trumps: {seat: number, suit: string}[],
 *   leader: number | null,
 *   trick: CardPlay[],
 *   trick_trump: string | null,
 *   round_tricks: KoalicjeTrick[],
 *   tricks_taken: number[],
 *   played: string[],
 *   scores: number[],
 *   threshold: number,
 *   visible_hands: Record<string, string[]>,
 *   round_results: RoundResult[],
 *   winner: number | null,
 * }} KoalicjeObservation
 * ``discard_allowance``, ``discarded`` and ``visible_hands`` are keyed by seat (as text, like JSON's keys).
 */

export {};
