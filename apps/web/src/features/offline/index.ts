export { OfflineGate } from './offline-gate';
