// A loopback server speaking OpenAI's chat.completions wire format (POST /v1/chat/completions, the
// `chat.completion` object, the error body), for the tests of the optional text model: the text modules,
// 'Tailor with AI' and Ask UC. Each test decides the reply to every request.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequest = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string; json_schema?: { name: string } };
};

/** The stand-in's answer to one request: a status, and for 200 the assistant message's content. */
export type ChatReply = { status: number; content?: string; delayMs?: number };

let served = 0;
const completion = (model: string, content: string) => ({
  id: `chatcmpl-${(served += 1)}`,
  object: 'chat.completion',
  created: 1_700_000_000,
  model,
  choices: [
    { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null },
  ],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

/**
 * Starts the stand-in on a free loopback port. `reply` gets the request and its last message's content
 * parsed as JSON (our clients send their input that way). Answers 404 on any other path.
 */
export async function startChatStandIn(reply: (request: ChatRequest, input: unknown) => ChatReply) {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as ChatRequest;
      const answer = reply(body, JSON.parse(body.messages.at(-1)!.content));
      setTimeout(() => {
        const status = req.url === '/v1/chat/completions' ? answer.status : 404;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            status === 200
              ? completion(body.model, answer.content ?? '')
              : { error: { message: 'The model is unavailable.', type: 'server_error' } },
          ),
        );
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** LLM_BASE_URL for the app under test. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
