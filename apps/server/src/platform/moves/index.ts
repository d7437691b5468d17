/**
 * The one state-machine runner: each aggregate declares its `Machine` once, and every status
 * change of a row goes through `applyMove` (or, for a move that needs only the row's state,
 * `applyMoveAtOnce`; for one whose checks the module writes as guards, `applyMoveInOneStatement`).
 */
export * from './machine';
export {
  type MoveOptions,
  type Recorded,
  type StatusChanged,
  type StatusChangedTopic,
  applyMove,
  assertMove,
  recordMoves,
  recorded,
  statusChangedTopic,
  writeMove,
} from './apply-move';
export { type AtOnceOptions, applyMoveAtOnce } from './apply-move-at-once';
export {
  type OneStatementOptions,
  type OneStatementPart,
  applyMoveInOneStatement,
  refuseUnmoved,
} from './apply-move-in-one-statement';
