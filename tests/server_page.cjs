// The chat page of `moe serve` (GET /) in headless Chromium through puppeteer-core.
// usage: NODE_PATH=tests/build/npm/node_modules CHROMIUM=/usr/bin/chromium node tests/server_page.cjs PORT
// Types into textarea#input, clicks button#send, waits for streamed text in `.msg.assistant .content`,
// stops it (button#stop) or waits for body[data-state=idle], writes tests/build/server/page.png.
// Prints one PASS/FAIL line per check (names start with server/page-).
"use strict";
const path = require("path");
const fs = require("fs");
const puppeteer = require("puppeteer-core");

const PORT = process.argv[2] || process.env.MOE_PORT;
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const SHOT = path.resolve(__dirname, "build", "server", "page.png");
const ok = (n, w) => console.log("PASS server/page-" + n + ": " + w);
const bad = (n, w) => console.log("FAIL server/page-" + n + ": " + w);
if (!PORT) {
    bad("args", "usage: server_page.cjs PORT");
    process.exit(2);
}

async function main() {
    fs.mkdirSync(path.dirname(SHOT), { recursive: true });
    const browser = await puppeteer.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: ["--no-sandbox", "--headless=new", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
        timeout: 30000,
    });
    const errors = [];
    try {
        const page = await browser.newPage();
        page.on("pageerror", (e) => errors.push("page error: " + e.message));
        page.on("console", (m) => {   // the browser's own /favicon.ico request may 404: not the page's error
            const url = (m.location() && m.location().url) || "";
            if (m.type() === "error" && !/favicon/.test(url)) errors.push("console: " + m.text() + (url ? " (" + url + ")" : ""));
        });
        await page.setViewport({ width: 1000, height: 700 });
        const resp = await page.goto("http://127.0.0.1:" + PORT + "/", { waitUntil: "load", timeout: 15000 });
        if (resp && resp.status() === 200) ok("load", "GET / loads (" + resp.headers()["content-type"] + ")");
        else { bad("load", "GET / gave " + (resp && resp.status())); return; }
        for (const sel of ["textarea#input", "button#send", "button#stop"]) {
            if (!(await page.$(sel))) bad("elements", "no " + sel);
        }
        // the model name from /v1/models
        try {
            await page.waitForFunction(() => { const m = document.getElementById("model"); return m && m.textContent !== "..."; }, { timeout: 5000 });
            const model = await page.$eval("#model", (e) => e.textContent);
            if (model && !/unavailable|no model/.test(model)) ok("model", "the header shows the model '" + model + "'");
            else bad("model", "the header shows '" + model + "'");
        } catch (e) { bad("model", "the model name never appeared: " + e.message); }

        await page.type("textarea#input", "And it came to pass");
        await page.click("button#send");
        let text = "";
        try {
            await page.waitForFunction(() => {
                const e = document.querySelector(".msg.assistant .content");
                return e && e.textContent.trim().length > 0;
            }, { timeout: 20000 });
            text = await page.$eval(".msg.assistant .content", (e) => e.textContent);
            ok("stream", "streamed text appeared in .msg.assistant .content: '" + text.slice(0, 40).replace(/\n/g, " ") + "...'");
        } catch (e) {
            const err = await page.$eval(".msg.assistant .error", (x) => x.textContent).catch(() => "");
            bad("stream", "no text in .msg.assistant .content within 20 s" + (err ? ": the page shows error '" + err + "'" : ""));
        }
        const user = await page.$eval(".msg.user .content", (e) => e.textContent).catch(() => "");
        if (user === "And it came to pass") ok("user-message", "the user's message is shown");
        else bad("user-message", "the user message shows '" + user + "'");
        // stop it if still streaming, then it must come back to idle
        const state = await page.evaluate(() => document.body.dataset.state);
        if (state === "streaming") {
            const disabled = await page.$eval("button#stop", (b) => b.disabled);
            if (!disabled) await page.click("button#stop");
        }
        try {
            await page.waitForFunction(() => document.body.dataset.state === "idle", { timeout: 20000 });
            const err = await page.$eval(".msg.assistant .error", (x) => x.textContent).catch(() => "");
            if (!err) ok("idle", "the page is back to idle (" + (state === "streaming" ? "stopped" : "finished") + "), no error shown");
            else bad("idle", "idle, but the page shows the error '" + err + "'");
        } catch (e) { bad("idle", "body[data-state] never became idle: " + e.message); }
        await page.screenshot({ path: SHOT });
        if (fs.existsSync(SHOT) && fs.statSync(SHOT).size > 1000) ok("screenshot", "wrote " + path.relative(process.cwd(), SHOT));
        else bad("screenshot", "no screenshot at " + SHOT);
        if (errors.length === 0) ok("no-errors", "no page or console errors");
        else bad("no-errors", errors.slice(0, 3).join(" | "));
    } finally {
        await browser.close();
    }
}

main().then(() => process.exit(0), (e) => { bad("run", String(e && e.message || e)); process.exit(1); });
