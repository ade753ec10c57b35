/* Chat templates and sessions, through the public API only.
 * usage: test_chat [conformance-models-dir]   (default tests/conformance/models)
 * Prints PASS name / FAIL name: detail; exits non-zero on a failure.
 *
 * Golden strings: each is what the family's own Jinja template renders (bos_token "", as in
 * llama.cpp's tests/test-chat-template.cpp) for
 *   system "You are a helpful assistant", user "Hello", assistant "Hi there", user "Who are you"
 * with add_generation_prompt. Where llama.cpp's test file has the six-message conversation's
 * expected output, that string is checked too, copied as it is there. */
#include "test.h"

#include "../moe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const moe_chat_message conv4[] = {
    { "system", "You are a helpful assistant" },
    { "user", "Hello" },
    { "assistant", "Hi there" },
    { "user", "Who are you" },
};

/* llama.cpp's tests/test-chat-template.cpp conversation */
static const moe_chat_message conv6[] = {
    { "system", "You are a helpful assistant" },
    { "user", "Hello" },
    { "assistant", "Hi there" },
    { "user", "Who are you" },
    { "assistant", "   I am an assistant   " },
    { "user", "Another question" },
};

#define DS_EOS "<\xef\xbd\x9c" "end\xe2\x96\x81of\xe2\x96\x81sentence\xef\xbd\x9c>"
#define DS_USER "<\xef\xbd\x9cUser\xef\xbd\x9c>"
#define DS_ASST "<\xef\xbd\x9c" "Assistant\xef\xbd\x9c>"

static void check_render(const char *name, const char *tmpl, const moe_chat_message *msgs, int n, int flags,
                         const char *want) {
    char buf[4096];
    int len = moe_chat_apply_template(NULL, tmpl, msgs, n, flags, buf, sizeof buf);
    if (len < 0) { fail(name, "error"); return; }
    if ((size_t)len != strlen(buf) || strcmp(buf, want) != 0) {
        /* not fail(): the two texts span lines, so they follow the FAIL line as they are */
        printf("FAIL %s:\n  want [%s]\n  got  [%s]\n", name, want, buf);
        g_failed++;
        return;
    }
    /* snprintf semantics: a short buffer is cut and NUL-terminated, the length stays */
    char small[8];
    int len2 = moe_chat_apply_template(NULL, tmpl, msgs, n, flags, small, sizeof small);
    if (len2 != len || strlen(small) != 7 || strncmp(small, want, 7) != 0) { fail(name, "short buffer: %s", small); return; }
    if (moe_chat_apply_template(NULL, tmpl, msgs, n, flags, NULL, 0) != len) { fail(name, "size query"); return; }
    pass(name);
}

static void test_goldens(void) {
    const int G = MOE_CHAT_ADD_GENERATION_PROMPT;
    /* ChatML: teknium/OpenHermes-2.5 template; the six-message string is llama.cpp's */
    check_render("golden/chatml", "chatml", conv4, 4, G,
                 "<|im_start|>system\nYou are a helpful assistant<|im_end|>\n<|im_start|>user\nHello<|im_end|>\n"
                 "<|im_start|>assistant\nHi there<|im_end|>\n<|im_start|>user\nWho are you<|im_end|>\n<|im_start|>assistant\n");
    check_render("golden/chatml-llamacpp", "chatml", conv6, 6, G,
                 "<|im_start|>system\nYou are a helpful assistant<|im_end|>\n<|im_start|>user\nHello<|im_end|>\n<|im_start|>assistant\nHi there<|im_end|>\n<|im_start|>user\nWho are you<|im_end|>\n<|im_start|>assistant\n   I am an assistant   <|im_end|>\n<|im_start|>user\nAnother question<|im_end|>\n<|im_start|>assistant\n");
    check_render("golden/chatml-no-gen", "chatml", conv4, 3, 0,
                 "<|im_start|>system\nYou are a helpful assistant<|im_end|>\n<|im_start|>user\nHello<|im_end|>\n"
                 "<|im_start|>assistant\nHi there<|im_end|>\n");
    /* Qwen3 (Qwen/Qwen3-*): history assistants are plain; enable_thinking=false adds the empty block */
    check_render("golden/qwen3", "qwen3", conv4, 4, G,
                 "<|im_start|>system\nYou are a helpful assistant<|im_end|>\n<|im_start|>user\nHello<|im_end|>\n"
                 "<|im_start|>assistant\nHi there<|im_end|>\n<|im_start|>user\nWho are you<|im_end|>\n<|im_start|>assistant\n");
    check_render("golden/qwen3-no-thinking", "qwen3", conv4, 4, G | MOE_CHAT_NO_THINKING,
                 "<|im_start|>system\nYou are a helpful assistant<|im_end|>\n<|im_start|>user\nHello<|im_end|>\n"
                 "<|im_start|>assistant\nHi there<|im_end|>\n<|im_start|>user\nWho are you<|im_end|>\n"
                 "<|im_start|>assistant\n<think>\n\n</think>\n\n");
    {
        static const moe_chat_message think[] = {
            { "user", "Hello" },
            { "assistant", "<think>\nplan\n</think>\n\nHi there" },
            { "user", "Who are you" },
        };
        /* content.split('</think>')[-1].lstrip('\n') before the last query */
        check_render("golden/qwen3-history-drops-think", "qwen3", think, 3, G,
                     "<|im_start|>user\nHello<|im_end|>\n<|im_start|>assistant\nHi there<|im_end|>\n"
                     "<|im_start|>user\nWho are you<|im_end|>\n<|im_start|>assistant\n");
        /* the last message, an assistant after the last query, keeps its reasoning */
        check_render("golden/qwen3-last-keeps-think", "qwen3", think, 2, 0,
                     "<|im_start|>user\nHello<|im_end|>\n<|im_start|>assistant\n<think>\nplan\n</think>\n\nHi there<|im_end|>\n");
    }
    check_render("golden/qwen3-thinking", "qwen3-thinking", conv4, 4, G,
                 "<|im_start|>system\nYou are a helpful assistant<|im_end|>\n<|im_start|>user\nHello<|im_end|>\n"
                 "<|im_start|>assistant\nHi there<|im_end|>\n<|im_start|>user\nWho are you<|im_end|>\n<|im_start|>assistant\n<think>\n");
    /* Mistral pre-v1 (Mixtral-8x7B-Instruct-v0.1, Mistral-7B-Instruct-v0.2): llama.cpp's llama2 output */
    check_render("golden/llama2-llamacpp", "llama2", conv6, 6, G,
                 "[INST] You are a helpful assistant\nHello [/INST]Hi there</s>[INST] Who are you [/INST]   I am an assistant   </s>[INST] Another question [/INST]");
    check_render("golden/llama2", "mistral", conv4, 4, G, "[INST] You are a helpful assistant\nHello [/INST]Hi there</s>[INST] Who are you [/INST]");
    /* Mistral v1: the system message joins the first user message */
    check_render("golden/mistral-v1", "mistral-v1", conv4, 4, G,
                 " [INST] You are a helpful assistant\n\nHello [/INST] Hi there</s> [INST] Who are you [/INST]");
    check_render("golden/mistral-v1-llamacpp", "mistral-v1", conv6, 6, G,
                 " [INST] You are a helpful assistant\n\nHello [/INST] Hi there</s> [INST] Who are you [/INST]    I am an assistant   </s> [INST] Another question [/INST]");
    /* Mistral v3 / v3-tekken: the system message joins the last user message (expected_output_jinja) */
    check_render("golden/mistral-v3", "mistral-v3", conv4, 4, G,
                 "[INST] Hello[/INST] Hi there</s>[INST] You are a helpful assistant\n\nWho are you[/INST]");
    check_render("golden/mistral-v3-llamacpp", "mistral-v3", conv6, 6, G,
                 "[INST] Hello[/INST] Hi there</s>[INST] Who are you[/INST] I am an assistant</s>[INST] You are a helpful assistant\n\nAnother question[/INST]");
    check_render("golden/mistral-v3-tekken", "mistral-v3-tekken", conv4, 4, G,
                 "[INST]Hello[/INST]Hi there</s>[INST]You are a helpful assistant\n\nWho are you[/INST]");
    check_render("golden/mistral-v3-tekken-llamacpp", "mistral-v3-tekken", conv6, 6, G,
                 "[INST]Hello[/INST]Hi there</s>[INST]Who are you[/INST]   I am an assistant   </s>[INST]You are a helpful assistant\n\nAnother question[/INST]");
    check_render("golden/mistral-v7", "mistral-v7", conv4, 4, G,
                 "[SYSTEM_PROMPT] You are a helpful assistant[/SYSTEM_PROMPT][INST] Hello[/INST] Hi there</s>[INST] Who are you[/INST]");
    check_render("golden/mistral-v7-llamacpp", "mistral-v7", conv6, 6, G,
                 "[SYSTEM_PROMPT] You are a helpful assistant[/SYSTEM_PROMPT][INST] Hello[/INST] Hi there</s>[INST] Who are you[/INST]    I am an assistant   </s>[INST] Another question[/INST]");
    /* Llama 3: content | trim */
    check_render("golden/llama3", "llama3", conv4, 4, G,
                 "<|start_header_id|>system<|end_header_id|>\n\nYou are a helpful assistant<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nHello<|eot_id|>"
                 "<|start_header_id|>assistant<|end_header_id|>\n\nHi there<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nWho are you<|eot_id|>"
                 "<|start_header_id|>assistant<|end_header_id|>\n\n");
    check_render("golden/llama3-llamacpp", "llama3", conv6, 6, G,
                 "<|start_header_id|>system<|end_header_id|>\n\nYou are a helpful assistant<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nHello<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\nHi there<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nWho are you<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\nI am an assistant<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nAnother question<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n");
    /* DeepSeek-V2 */
    check_render("golden/deepseek2", "deepseek2", conv4, 4, G,
                 "You are a helpful assistant\n\nUser: Hello\n\nAssistant: Hi there" DS_EOS "User: Who are you\n\nAssistant:");
    check_render("golden/deepseek2-llamacpp", "deepseek2", conv6, 6, G,
                 "You are a helpful assistant\n\nUser: Hello\n\nAssistant: Hi there" DS_EOS "User: Who are you\n\nAssistant:    I am an assistant   " DS_EOS "User: Another question\n\nAssistant:");
    /* DeepSeek-V3 / R1: {{ bos_token }}{{ ns.system_prompt }} with no separator */
    check_render("golden/deepseek3", "deepseek3", conv4, 4, G,
                 "You are a helpful assistant" DS_USER "Hello" DS_ASST "Hi there" DS_EOS DS_USER "Who are you" DS_ASST);
    check_render("golden/deepseek-r1", "deepseek-r1", conv4, 4, G,
                 "You are a helpful assistant" DS_USER "Hello" DS_ASST "Hi there" DS_EOS DS_USER "Who are you" DS_ASST "<think>\n");
    {
        static const moe_chat_message r1[] = { { "user", "Hello" }, { "assistant", "<think>\nhmm\n</think>\n\nHi there" }, { "user", "Who are you" } };
        check_render("golden/deepseek-r1-drops-think", "deepseek-r1", r1, 3, G,
                     DS_USER "Hello" DS_ASST "\n\nHi there" DS_EOS DS_USER "Who are you" DS_ASST "<think>\n");
    }
    /* gpt-oss (openai/gpt-oss-*): system block with today's date, the system message as developer */
    {
        char date[32], want[2048];
        time_t now = time(NULL);
        struct tm *t = localtime(&now);
        strftime(date, sizeof date, "%Y-%m-%d", t);
        snprintf(want, sizeof want,
                 "<|start|>system<|message|>You are ChatGPT, a large language model trained by OpenAI.\n"
                 "Knowledge cutoff: 2024-06\nCurrent date: %s\n\nReasoning: medium\n\n"
                 "# Valid channels: analysis, commentary, final. Channel must be included for every message.<|end|>"
                 "<|start|>developer<|message|># Instructions\n\nYou are a helpful assistant<|end|>"
                 "<|start|>user<|message|>Hello<|end|><|start|>assistant<|channel|>final<|message|>Hi there<|end|>"
                 "<|start|>user<|message|>Who are you<|end|><|start|>assistant", date);
        check_render("golden/gpt-oss", "gpt-oss", conv4, 4, G, want);
    }
    /* GLM-4.5 (zai-org/GLM-4.5, as GLM-4.6's template text) */
    check_render("golden/glm4.5", "glm4.5", conv4, 4, G,
                 "[gMASK]<sop><|system|>\nYou are a helpful assistant<|user|>\nHello<|assistant|>\n<think></think>\nHi there"
                 "<|user|>\nWho are you<|assistant|>");
    check_render("golden/glm4.5-no-thinking", "glm4.5", conv4, 4, G | MOE_CHAT_NO_THINKING,
                 "[gMASK]<sop><|system|>\nYou are a helpful assistant<|user|>\nHello/nothink<|assistant|>\n<think></think>\nHi there"
                 "<|user|>\nWho are you/nothink<|assistant|>\n<think></think>");
    check_render("golden/chatglm4-llamacpp", "chatglm4", conv6, 6, G,
                 "[gMASK]<sop><|system|>\nYou are a helpful assistant<|user|>\nHello<|assistant|>\nHi there<|user|>\nWho are you<|assistant|>\n   I am an assistant   <|user|>\nAnother question<|assistant|>");
    /* Kimi-K2 (moonshotai/Kimi-K2-Instruct) */
    check_render("golden/kimi-k2", "kimi-k2", conv4, 4, G,
                 "<|im_system|>system<|im_middle|>You are a helpful assistant<|im_end|><|im_user|>user<|im_middle|>Hello<|im_end|>"
                 "<|im_assistant|>assistant<|im_middle|>Hi there<|im_end|><|im_user|>user<|im_middle|>Who are you<|im_end|>"
                 "<|im_assistant|>assistant<|im_middle|>");
    check_render("golden/kimi-k2-default-system", "kimi-k2", conv4 + 1, 1, G,
                 "<|im_system|>system<|im_middle|>You are a helpful assistant<|im_end|><|im_user|>user<|im_middle|>Hello<|im_end|>"
                 "<|im_assistant|>assistant<|im_middle|>");
}

/* Recognition from template text (as in tokenizer.chat_template): snippets of the real templates. */
static void test_detect(void) {
    static const struct { const char *want, *text; } cases[] = {
        { "chatml", "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}" },
        { "qwen3", "{%- if message.role == \"assistant\" %}{%- if '</think>' in content %}{{- '<|im_start|>' + message.role }}{%- if enable_thinking is defined and enable_thinking is false %}{{- '<think>\\n\\n</think>\\n\\n' }}" },
        { "qwen3-thinking", "{{- '<|im_start|>' + message.role }}{%- if add_generation_prompt %}\n    {{- '<|im_start|>assistant\\n<think>\\n' }}\n{%- endif %}" },
        { "llama2", "{{ bos_token }}{% for message in messages %}{% if message['role'] == 'user' %}{{ '[INST] ' + message['content'] + ' [/INST]' }}{% endif %}{% endfor %}" },
        { "mistral-v1", "{{- ' [INST] ' + system_message + '\\n\\n' + message['content'] + ' [/INST]' }}" },
        { "mistral-v3", "{{- \"[AVAILABLE_TOOLS] [\" }}{{- \"[INST] \" + message[\"content\"] + \"[/INST]\" }}" },
        { "mistral-v3-tekken", "{{- \"[AVAILABLE_TOOLS][\" }}{{- \"[INST]\" + message[\"content\"] + \"[/INST]\" }}" },
        { "mistral-v7", "{{ '[SYSTEM_PROMPT] ' + message['content'] + '[/SYSTEM_PROMPT]' }}{{ '[INST] ' + message['content'] + '[/INST]' }}" },
        { "llama3", "{% set content = '<|start_header_id|>' + message['role'] + '<|end_header_id|>\\n\\n'+ message['content'] | trim + '<|eot_id|>' %}" },
        { "deepseek2", "{{ 'User: ' + message['content'] + '\\n\\n' }}{% elif message['role'] == 'assistant' %}{{ 'Assistant: ' + message['content'] + eos_token }}" },
        { "deepseek3", "{{'" DS_USER "' + message['content']}}{{'" DS_ASST "' + message['content'] + '" DS_EOS "'}}" },
        { "deepseek-r1", "{{'" DS_USER "' + message['content']}}{{'" DS_ASST "' + content + '" DS_EOS "'}}{{'" DS_ASST "<think>\\n'}}" },
        { "gpt-oss", "{{- \"<|start|>assistant<|channel|>final<|message|>\" + message.content + \"<|end|>\" }}" },
        { "glm4.5", "[gMASK]<sop>\n{%- if m.role == 'user' -%}<|user|>\n{{- '/nothink' if (enable_thinking is defined and not enable_thinking) else '' -}}{{ '\\n<think></think>' }}" },
        { "chatglm4", "[gMASK]<sop>{% for item in messages %}<|{{ item['role'] }}|>\n{{ item['content'] }}{% endfor %}" },
        { "kimi-k2", "{{ '<|im_user|>user<|im_middle|>' }}{%- if add_generation_prompt -%}{{ '<|im_assistant|>assistant<|im_middle|>' }}{%- endif -%}" },
    };
    static const moe_chat_message hello[] = { { "user", "Hi" } };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char name[64], by_text[1024], by_name[1024];
        snprintf(name, sizeof name, "detect/%s", cases[i].want);
        int a = moe_chat_apply_template(NULL, cases[i].text, hello, 1, MOE_CHAT_ADD_GENERATION_PROMPT, by_text, sizeof by_text);
        int b = moe_chat_apply_template(NULL, cases[i].want, hello, 1, MOE_CHAT_ADD_GENERATION_PROMPT, by_name, sizeof by_name);
        if (a < 0 || b < 0 || strcmp(by_text, by_name) != 0) fail(name, "renders as [%s], not as its family [%s]", by_text, by_name);
        else pass(name);
    }
    char buf[64];
    if (moe_chat_apply_template(NULL, "{{ unknown }}", hello, 1, 1, buf, sizeof buf) != -(int)MOE_ERR_ARGUMENT)
        fail("detect/unknown-name", "an unknown name or text is not an error");
    else pass("detect/unknown-name");
    static const moe_chat_message bad[] = { { "user", NULL } };
    if (moe_chat_apply_template(NULL, "chatml", bad, 1, 1, buf, sizeof buf) >= 0) fail("detect/null-content", "accepted");
    else pass("detect/null-content");
    int n_names = 0;
    while (moe_chat_template_names(n_names)) n_names++;
    if (n_names < 15) fail("detect/names", "only few built-in names");
    else pass("detect/names");
}

/* ---- sessions on a conformance model ---- */

typedef struct cb_state {
    int n_calls, stop_after, bad_utf8;
    char text[4096];
    size_t len;
} cb_state;

/* A callback's text must not end inside a multi-byte character. */
static int ends_whole(const char *s, size_t n) {
    size_t i = n, back = 0;
    while (i > 0 && back < 4) {
        unsigned char ch = (unsigned char)s[i - 1];
        if ((ch & 0xC0) != 0x80) {
            size_t need = ch < 0x80 ? 1 : (ch & 0xE0) == 0xC0 ? 2 : (ch & 0xF0) == 0xE0 ? 3 : (ch & 0xF8) == 0xF0 ? 4 : 1;
            return back + 1 >= need;
        }
        i--;
        back++;
    }
    return 1;
}

static int on_token(void *user, int32_t tok, const char *text, size_t len) {
    cb_state *s = (cb_state *)user;
    (void)tok;
    s->n_calls++;
    if (!ends_whole(text, len)) s->bad_utf8++;
    if (s->len + len < sizeof s->text) { memcpy(s->text + s->len, text, len); s->len += len; }
    return s->stop_after > 0 && s->n_calls >= s->stop_after;
}

static int count_tokens(moe_model *m, const char *text, int flags) {
    int n = 0;
    moe_tokenize(m, text, strlen(text), flags, NULL, 0, &n);
    return n;
}

static void test_session(const char *dir) {
    char path[1024];
    snprintf(path, sizeof path, "%s/qwen3moe-f32.gguf", dir);
    moe_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.n_threads = 2;
    moe_model *m = NULL;
    if (moe_model_open(path, &cfg, &m) != MOE_OK) {
        fail("session/open", "%s", moe_model_error(m));
        moe_model_free(m);
        return;
    }
    /* no tokenizer.chat_template in this file: ChatML */
    if (strcmp(moe_chat_template_name(m), "chatml") != 0) fail("session/default-template", "%s", moe_chat_template_name(m));
    else pass("session/default-template");
    moe_context *ctx = NULL;
    if (moe_context_new(m, NULL, &ctx) != MOE_OK) { fail("session/context", "%s", moe_context_error(ctx)); moe_context_free(ctx); moe_model_free(m); return; }
    moe_chat_params p = moe_chat_defaults();
    p.template_name = "chatml";
    p.system = "Be brief.";
    p.n_predict = 6;
    p.sampler.seed = 42;
    moe_chat *chat = NULL;
    moe_status st = moe_chat_new(ctx, &p, &chat);
    if (st != MOE_OK) { fail("session/new", "%s", moe_chat_error(chat)); goto done; }
    /* turn 1: stop at the first token, so the cache holds exactly the rendered turn */
    {
        cb_state s;
        memset(&s, 0, sizeof s);
        s.stop_after = 1;
        const uint64_t e0 = moe_context_n_evaluated(ctx);
        st = moe_chat_send(chat, "Hello", on_token, &s);
        const int want = count_tokens(m, "<|im_start|>system\nBe brief.<|im_end|>\n<|im_start|>user\nHello<|im_end|>\n<|im_start|>assistant\n",
                                      MOE_TOKENIZE_ADD_BOS | MOE_TOKENIZE_PARSE_SPECIAL);
        const int got = (int)(moe_context_n_evaluated(ctx) - e0);
        check("session/turn1-prompt", st == MOE_OK && got == want && moe_context_n_past(ctx) == want,
              "status %d, evaluated %d, want %d", (int)st, got, want);
    }
    /* turn 2: only the new part (the end of the last reply, the user's turn, the generation prompt) */
    {
        cb_state s;
        memset(&s, 0, sizeof s);
        s.stop_after = 1;
        const int past1 = moe_context_n_past(ctx);
        const uint64_t e0 = moe_context_n_evaluated(ctx);
        st = moe_chat_send(chat, "Who are you?", on_token, &s);
        const int want = count_tokens(m, "<|im_end|>\n<|im_start|>user\nWho are you?<|im_end|>\n<|im_start|>assistant\n",
                                      MOE_TOKENIZE_PARSE_SPECIAL);
        const int got = (int)(moe_context_n_evaluated(ctx) - e0);
        moe_chat_stats cs;
        moe_chat_get_stats(chat, &cs);
        char detail[160];
        snprintf(detail, sizeof detail, "status %d, evaluated %d (stats %d), want %d new tokens; n_past %d -> %d",
                 (int)st, got, cs.n_prompt, want, past1, moe_context_n_past(ctx));
        if (st != MOE_OK || got != want || cs.n_prompt != want || moe_context_n_past(ctx) != past1 + want || !cs.interrupted ||
            cs.stop_reason != MOE_STOP_CALLBACK)
            fail("session/turn2-reuses-cache", "%s", detail);
        else pass("session/turn2-reuses-cache");
    }
    /* a full reply: n_predict tokens, every callback on whole characters */
    {
        cb_state s;
        memset(&s, 0, sizeof s);
        const int past = moe_context_n_past(ctx);
        st = moe_chat_send(chat, "Tell me more \xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80", on_token, &s);
        moe_chat_stats cs;
        moe_chat_get_stats(chat, &cs);
        if (st != MOE_OK || cs.n_generated != 6 || s.bad_utf8 || moe_context_n_past(ctx) != past + cs.n_prompt + 6 ||
            strlen(moe_chat_last_reply(chat)) != s.len || cs.stop_reason != MOE_STOP_LENGTH)
            fail("session/reply", "generated or streamed wrongly (stop reason %s)", moe_stop_reason_string(cs.stop_reason));
        else pass("session/reply");
    }
    /* the same seed and conversation give the same replies */
    {
        char first[4096];
        cb_state s;
        memset(&s, 0, sizeof s);
        moe_chat_reset(chat);
        if (moe_context_n_past(ctx) != 0) fail("session/reset", "cache not emptied");
        else pass("session/reset");
        moe_chat_send(chat, "Hello", on_token, &s);
        snprintf(first, sizeof first, "%s", moe_chat_last_reply(chat));
        moe_chat_reset(chat);
        memset(&s, 0, sizeof s);
        moe_chat_send(chat, "Hello", on_token, &s);
        if (strcmp(first, moe_chat_last_reply(chat)) != 0) fail("session/deterministic", "[%s] vs [%s]", first, moe_chat_last_reply(chat));
        else pass("session/deterministic");
    }
    /* a full context: an error with a clear message, and the conversation is unchanged */
    {
        cb_state s;
        memset(&s, 0, sizeof s);
        char big[1200];
        memset(big, 'a', sizeof big - 1);
        for (size_t i = 0; i + 1 < sizeof big; i += 2) big[i] = ' ';
        big[sizeof big - 1] = 0;
        const int past = moe_context_n_past(ctx);
        st = moe_chat_send(chat, big, on_token, &s);
        if (st != MOE_ERR_CONTEXT_FULL || !strstr(moe_chat_error(chat), "full") || moe_context_n_past(ctx) != past)
            fail("session/context-full", "status %s: %s", moe_status_string(st), moe_chat_error(chat));
        else pass("session/context-full");
        st = moe_chat_send(chat, "still here?", on_token, &s);
        if (st != MOE_OK) fail("session/after-full", "%s", moe_chat_error(chat));
        else pass("session/after-full");
    }
    /* context shift: the oldest exchanges go, the rest is evaluated again once */
    {
        moe_chat_free(chat);
        chat = NULL;
        p.flags = MOE_CHAT_CONTEXT_SHIFT;
        p.n_predict = 8;
        if (moe_chat_new(ctx, &p, &chat) != MOE_OK) { fail("session/shift", "new: %s", moe_chat_error(chat)); goto done; }
        int shifted = 0, ok = 1;
        for (int t = 0; t < 12 && ok; t++) {
            cb_state s;
            memset(&s, 0, sizeof s);
            char msg[64];
            snprintf(msg, sizeof msg, "message number %d, a little longer than before", t);
            if (moe_chat_send(chat, msg, on_token, &s) != MOE_OK) ok = 0;
            moe_chat_stats cs;
            moe_chat_get_stats(chat, &cs);
            if (cs.shifted) {
                shifted++;
                if (cs.n_dropped < 2 || cs.n_evaluated != cs.n_prompt + cs.n_generated) ok = 0;
            }
            if (moe_context_n_past(ctx) > moe_context_n_ctx(ctx)) ok = 0;
        }
        if (!ok || shifted == 0) fail("session/shift", "%s (shifted %s times)", moe_chat_error(chat), shifted ? "some" : "no");
        else pass("session/shift");
    }
    /* an unknown template name is an error on creation */
    {
        moe_chat *bad = NULL;
        moe_chat_params q = moe_chat_defaults();
        q.template_name = "no-such-template";
        if (moe_chat_new(ctx, &q, &bad) != MOE_ERR_ARGUMENT || !strstr(moe_chat_error(bad), "no-such-template"))
            fail("session/unknown-template", "%s", moe_chat_error(bad));
        else pass("session/unknown-template");
        moe_chat_free(bad);
    }
done:
    moe_chat_free(chat);
    moe_context_free(ctx);
    moe_model_free(m);
}

int main(int argc, char **argv) {
    test_goldens();
    test_detect();
    test_session(argc > 1 ? argv[1] : "tests/conformance/models");
    return g_failed ? 1 : 0;
}
