/** Page script: how many short timers and animation frames are pending (0 where the counters are missing). */
export default function pendingTimers(): number {
  return (
    (window.__ariadnePendingTimers ? window.__ariadnePendingTimers() : 0) +
    (window.__ariadnePendingFrames ? window.__ariadnePendingFrames() : 0)
  );
}
