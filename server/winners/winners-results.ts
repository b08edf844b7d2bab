/** One archived draw's results: the winner of each leg and the payouts per number of correct legs (results_json). */
export interface WinnersResults {
  legs: { leg: number; number: number; horse: string; driver: string }[];
  payouts: { correct: number; winners: number; amountOre: number }[];
  turnoverOre: number;
}
