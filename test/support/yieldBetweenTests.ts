/**
 * Every test file's worker answers the runner between tests.
 *
 * A vitest worker talks to the runner over RPC with a fixed 60 s timeout,
 * and reads the runner's replies only when its event loop reaches the poll
 * phase. A file of synchronous tests (test/Accuracy.test.ts: 280 tests,
 * 80 s on a loaded 2-core machine) awaits only promises between tests, so
 * the loop never gets there: all tests pass and the run fails with
 * "Timeout calling onTaskUpdate". One macrotask turn after each test lets
 * the replies in.
 */
import { afterEach } from "vitest"

afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)))
