// Which cards of a hand the player may use now: the one rule of every game's hand. A card
// is playable when some legal action plays a card of its kind. Cards of one kind are
// interchangeable in every play, so they always look alike: two copies of one card
// (Koalicje's jokers) are both playable, and in Dou Dizhu, where suits never matter (D2)
// and the engine names each play by the first cards of its ranks, so is every card of a
// rank that some play uses. Pure: node tests it.

/** The hand's indices that some legal action could use; ``kindOf(card)`` says what a card counts as (by default itself). */
export function playableIndices(hand, legalActions, kindOf = (card) => card) {
  const played = new Set(legalActions.flatMap((action) => (action.cards ?? []).map(kindOf)));
  return new Set(hand.flatMap((card, index) => (played.has(kindOf(card)) ? [index] : [])));
}
