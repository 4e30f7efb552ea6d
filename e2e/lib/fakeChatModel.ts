// A scripted OpenAI-compatible chat model on 127.0.0.1, for running n8n's AI Agent in checks
// without a real model. Point an OpenAI credential's Base URL at `baseUrl`; n8n's OpenAI Chat
// Model then sends `POST <baseUrl>/chat/completions` (not streaming) for every agent step.
//
// The script says, for each conversation (told apart by its first user message, the agent's
// prompt), which tool calls the model makes at each turn; after the last turn it answers with
// plain text. Every request is kept, so a check can read what the model was told: the tools it
// was offered and, in the `tool` messages, what each tool call answered.
//
//   const model = await startFakeChatModel({ 'Check asha': [[{ vpa: 'asha@okhdfcbank' }]] });
//   ... model.requests, model.conversation('Check asha'), await model.stop()
import { createServer, type ServerResponse } from 'node:http';

import { portOf } from '../../testbed/realN8n/ports';

export interface ChatMessage {
	role: string;
	content?: unknown;
	tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }>;
	tool_call_id?: string;
	name?: string;
}

export interface ChatTool {
	type?: string;
	function?: {
		name?: string;
		description?: string;
		parameters?: {
			properties?: Record<string, { description?: string; type?: string }>;
			required?: string[];
		};
	};
}

export interface ChatRequest {
	model?: string;
	stream?: boolean;
	messages: ChatMessage[];
	tools?: ChatTool[];
}

/** The argument objects of the tool calls the model makes at once. */
export type Turn = Array<Record<string, unknown>>;
/** For each prompt, the turns of its conversation. */
export type ChatScript = Record<string, Turn[]>;

export interface FakeChatModel {
	/** The Base URL for n8n's OpenAI credential. */
	baseUrl: string;
	/** Every chat request received, in order. */
	requests: ChatRequest[];
	/** The last request of a conversation: the whole exchange, as the model last saw it. */
	conversation: (prompt: string) => ChatRequest | undefined;
	/** What the tool calls of a conversation answered, in order, as the model was told. */
	toolResults: (prompt: string) => string[];
	stop: () => Promise<void>;
}

/** A message's text, whether sent as a string or as content parts. */
export function textOf(content: unknown): string {
	if (typeof content === 'string') return content;
	if (Array.isArray(content))
		return content
			.map((part: unknown) =>
				typeof part === 'string' ? part : String((part as { text?: unknown } | null)?.text ?? ''),
			)
			.join('');
	return content == null ? '' : JSON.stringify(content);
}

/** The agent's prompt in a chat request: its first user message. */
export function promptOf(request: ChatRequest): string {
	return textOf(request.messages?.find((message) => message.role === 'user')?.content).trim();
}

let callCount = 0;

function completion(request: ChatRequest, turn: Turn | undefined) {
	const message = turn
		? {
				role: 'assistant',
				content: null,
				// One tool, the first offered: the script names only the arguments.
				tool_calls: turn.map((args) => ({
					id: `call_${++callCount}`,
					type: 'function',
					function: {
						name: request.tools?.[0]?.function?.name ?? 'missing_tool',
						arguments: JSON.stringify(args),
					},
				})),
			}
		: { role: 'assistant', content: 'Done.' };
	return {
		id: `chatcmpl-${callCount}`,
		object: 'chat.completion',
		created: Math.floor(Date.now() / 1000),
		model: request.model ?? 'fake-model',
		choices: [{ index: 0, message, logprobs: null, finish_reason: turn ? 'tool_calls' : 'stop' }],
		usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
	};
}

/**
 * Starts the model. `script` maps a prompt to its turns; a turn is the list of argument objects
 * of the tool calls the model makes at once. The turn is picked by how many times the model has
 * already answered in the conversation (its assistant messages in the request).
 */
export async function startFakeChatModel(script: ChatScript): Promise<FakeChatModel> {
	const requests: ChatRequest[] = [];
	const server = createServer(async (req, res) => {
		let body = '';
		for await (const chunk of req) body += String(chunk);
		const reply = (status: number, json: unknown): ServerResponse => {
			res.writeHead(status, { 'content-type': 'application/json' });
			return res.end(JSON.stringify(json));
		};
		if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
			return reply(404, { error: { message: `No route ${req.method} ${req.url}` } });
		let request: ChatRequest;
		try {
			request = JSON.parse(body) as ChatRequest;
		} catch {
			return reply(400, { error: { message: 'The body is not JSON' } });
		}
		requests.push(request);
		if (request.stream)
			return reply(400, { error: { message: 'This fake model does not stream' } });
		const turns = script[promptOf(request)];
		if (!turns)
			return reply(400, {
				error: { message: `No script for the prompt ${JSON.stringify(promptOf(request))}` },
			});
		const answered = request.messages.filter((message) => message.role === 'assistant').length;
		return reply(200, completion(request, turns[answered]));
	});
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(0, '127.0.0.1', resolve);
	});
	const port = portOf(server.address());
	const ofPrompt = (prompt: string) => requests.filter((request) => promptOf(request) === prompt);
	return {
		baseUrl: `http://127.0.0.1:${port}/v1`,
		requests,
		conversation: (prompt) => ofPrompt(prompt).at(-1),
		toolResults: (prompt) =>
			(ofPrompt(prompt).at(-1)?.messages ?? [])
				.filter((message) => message.role === 'tool')
				.map((message) => textOf(message.content)),
		stop: () =>
			new Promise((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}
