/**
 * Runs environment.ts once in jest's main process, before the workers start: they inherit its
 * one n8n user folder, which is removed when the run ends.
 */
import '../../testbed/inProcessN8n/environment';

export default function globalSetup(): void {}
