import { Container } from '@n8n/di';
import { Logger } from '@n8n/backend-common';
import { LoggerProxy } from 'n8n-workflow';

import type { Emulator } from '../emulator/server';

/**
 * Everything a test file's runs hand back or log, as text: the node's outputs and errors and every
 * line n8n logs. The suite checks it never holds the client secret or an access token.
 */
const lines: string[] = [];

export function record(text: string): void {
	lines.push(text);
}

export function transcript(): string {
	return lines.join('\n');
}

const emulators: Emulator[] = [];

/** Notes an emulator the test file started, whose tokens the transcript must not hold. */
export function noteEmulator(emulator: Emulator): void {
	emulators.push(emulator);
}

/** Tokens issued by every emulator the test file started. */
export function issuedTokens(): string[] {
	return emulators.flatMap((emulator) => emulator.issuedTokens());
}

type LogMethod = (message: string, metadata?: unknown) => void;

function collect(level: string): LogMethod {
	return (message, metadata) =>
		record(
			`${level} ${message} ${metadata === undefined ? '' : JSON.stringify(metadata, errorFields)}`,
		);
}

/** JSON.stringify replacer that keeps an error's message, description and cause. */
export function errorFields(_key: string, value: unknown): unknown {
	if (value instanceof Error) {
		const { description, cause } = value as Error & { description?: unknown; cause?: unknown };
		return {
			...value,
			name: value.name,
			message: value.message,
			description,
			cause,
			stack: value.stack,
		};
	}
	return value;
}

const collectingLogger = {
	error: collect('error'),
	warn: collect('warn'),
	info: collect('info'),
	debug: collect('debug'),
	scoped: () => collectingLogger,
};

/** Sends n8n's logging (its DI logger and the workflow package's proxy) into the transcript. */
export function captureN8nLogs(): void {
	Container.set(Logger, collectingLogger as unknown as Logger);
	LoggerProxy.init(collectingLogger as never);
}
