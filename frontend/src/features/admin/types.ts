export interface AdminStats {
  activeClients: number;
  designers: number;
  /** Monthly recurring revenue in CHF: the sum of the prices of active subscriptions. */
  mrr: number;
}
