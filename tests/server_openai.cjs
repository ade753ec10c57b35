// `moe serve` through the official `openai` npm package (CommonJS, found through NODE_PATH).
// usage: NODE_PATH=tests/build/npm/node_modules node tests/server_openai.cjs PORT KEY WRONGKEY
//        (or env MOE_PORT, MOE_KEY, MOE_WRONG_KEY; MOE_ALIAS: the model id models.list must contain)
// Prints one PASS/FAIL line per check (names start with server/openai-); exits 0 unless it could not run.
"use strict";
const OpenAI = require("openai");

const PORT = process.argv[2] || process.env.MOE_PORT;
const KEY = process.argv[3] || process.env.MOE_KEY || "none";
const WRONG = process.argv[4] || process.env.MOE_WRONG_KEY || "wrong-" + KEY;
const ALIAS = process.argv[5] || process.env.MOE_ALIAS || "";
if (!PORT) {
    console.log("FAIL server/openai-args: usage: server_openai.cjs PORT KEY WRONGKEY");
    process.exit(2);
}
const baseURL = "http://127.0.0.1:" + PORT + "/v1";
const ok = (n, w) => console.log("PASS server/openai-" + n + ": " + w);
const bad = (n, w) => console.log("FAIL server/openai-" + n + ": " + w);
const short = (x) => { try { return JSON.stringify(x).slice(0, 300); } catch (e) { return String(x); } };

async function check(name, fn) {
    try {
        await fn();
    } catch (e) {
        bad(name, "threw " + (e && e.constructor && e.constructor.name) + ": " + (e && e.message) +
            (e && e.status ? " (status " + e.status + ")" : ""));
    }
}

async function main() {
    const client = new OpenAI({ baseURL, apiKey: KEY, timeout: 20000, maxRetries: 0 });
    const messages = [{ role: "user", content: "Tell me of the flood." }];
    let model = ALIAS;

    await check("models", async () => {
        const ids = [];
        for await (const m of client.models.list()) ids.push(m.id);
        if (ids.length > 0 && (!ALIAS || ids.includes(ALIAS))) {
            if (!model) model = ids[0];
            ok("models", "models.list() gives " + short(ids));
        } else bad("models", "models.list() gives " + short(ids) + ", want it to contain '" + ALIAS + "'");
    });
    if (!model) model = "moe";

    let greedy = null;
    await check("chat", async () => {
        const r = await client.chat.completions.create({ model, messages, temperature: 0, max_tokens: 20 });
        const c = r.choices && r.choices[0];
        if (c && typeof c.message.content === "string" && c.message.content.length > 0 && c.message.role === "assistant" &&
            ["stop", "length"].includes(c.finish_reason) && r.usage && r.usage.completion_tokens > 0 && r.model === model) {
            greedy = c.message.content;
            ok("chat", "chat.completions.create: '" + greedy.slice(0, 40) + "...', finish_reason " + c.finish_reason);
        } else bad("chat", "chat.completions.create gave " + short(r));
    });

    await check("stream", async () => {
        const stream = await client.chat.completions.create({
            model, messages, temperature: 0, max_tokens: 20, stream: true, stream_options: { include_usage: true }
        });
        let text = "", finish = null, n = 0, role = null, usage = null;
        for await (const chunk of stream) {
            n++;
            if (chunk.usage) usage = chunk.usage;
            const c = chunk.choices && chunk.choices[0];
            if (!c) continue;
            if (c.delta && c.delta.role) role = c.delta.role;
            if (c.delta && c.delta.content) text += c.delta.content;
            if (c.finish_reason) finish = c.finish_reason;
        }
        if (text.length > 0 && finish && role === "assistant" && usage && usage.completion_tokens > 0)
            ok("stream", n + " chunks through for await, text assembled, role, finish_reason " + finish + ", usage");
        else bad("stream", n + " chunks, text '" + text + "', role " + role + ", finish_reason " + finish + ", usage " + short(usage));
        if (greedy !== null) {
            if (text === greedy) ok("stream-equals", "the streamed text equals the non-streamed greedy reply");
            else bad("stream-equals", "streamed '" + text + "' vs non-streamed '" + greedy + "'");
        }
    });

    await check("completions", async () => {
        const r = await client.completions.create({ model, prompt: "And it came to pass", max_tokens: 12, temperature: 0 });
        const c = r.choices && r.choices[0];
        if (c && typeof c.text === "string" && c.text.length > 0 && r.usage && r.usage.prompt_tokens > 0)
            ok("completions", "completions.create: '" + c.text.slice(0, 40) + "'");
        else bad("completions", "completions.create gave " + short(r));
    });

    await check("bad-request", async () => {
        try {
            const r = await client.chat.completions.create({ model, messages, temperature: "hot" });
            bad("bad-request", "temperature 'hot' was accepted: " + short(r));
        } catch (e) {
            if (e instanceof OpenAI.BadRequestError && e.status === 400 && /temperature/.test(e.message))
                ok("bad-request", "temperature 'hot' raises BadRequestError 400: " + e.message);
            else bad("bad-request", "want BadRequestError 400 naming temperature, got " + (e.constructor && e.constructor.name) + " " + e.status + " " + e.message);
        }
    });

    await check("wrong-key", async () => {
        const wrong = new OpenAI({ baseURL, apiKey: WRONG, timeout: 10000, maxRetries: 0 });
        try {
            const r = await wrong.chat.completions.create({ model, messages, max_tokens: 4 });
            bad("wrong-key", "a wrong key was accepted: " + short(r));
        } catch (e) {
            if (e instanceof OpenAI.AuthenticationError && e.status === 401)
                ok("wrong-key", "a wrong key raises AuthenticationError (status 401)");
            else bad("wrong-key", "want AuthenticationError 401, got " + (e.constructor && e.constructor.name) + " " + e.status + " " + e.message);
        }
    });
}

main().then(() => process.exit(0), (e) => { bad("run", String(e && e.stack || e)); process.exit(1); });
