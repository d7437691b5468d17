/** Who acts, for audit rows and created-by columns (see `actorOf`). */
export interface Actor {
  actorId: string | null;
  actingAsId: string | null;
  requestId: string;
}
