/* The reasoning filter of moe_chat_send, fed synthetic token texts, and the literal ranges the server
 * tokenizes a chat prompt with (internal: includes moe.c).
 * usage: test_chat_filter    prints PASS/FAIL lines */
#include "test.h"

#include "../moe.c"

#include <stdio.h>

typedef struct seen { char text[1024]; size_t len; } seen;

static int collect(void *user, int32_t tok, const char *text, size_t len) {
    seen *s = (seen *)user;
    (void)tok;
    memcpy(s->text + s->len, text, len);
    s->len += len;
    s->text[s->len] = 0;
    return 0;
}

/* Feeds pieces (NULL-terminated) through the filter of family tmpl; checks what the callback and
 * the stored reply get. */
static void check_filter_hidden(const char *name, int tmpl, int show, int opened, const char *const *pieces, const char *want,
                                const char *want_hidden) {
    chat_buf reply, hidden;
    memset(&reply, 0, sizeof reply);
    memset(&hidden, 0, sizeof hidden);
    chat_filter f;
    chat_filter_init(&f, tmpl, 0, show, NULL);
    f.reply = &reply;
    f.hidden = &hidden;
    seen s;
    memset(&s, 0, sizeof s);
    f.cb = collect;
    f.user = &s;
    f.state = chat_families[tmpl].reason == CHAT_REASON_HARMONY ? CHAT_F_HEADER : opened ? CHAT_F_THINK : CHAT_F_TEXT;
    for (int i = 0; pieces[i]; i++) chat_on_token(&f, i, pieces[i], strlen(pieces[i]));
    f.out.len = 0;
    chat_filter_run(&f, 1);
    if (f.out.len) collect(&s, -1, f.out.p, f.out.len);
    const char *stored = reply.p ? reply.p : "", *reasoning = hidden.p ? hidden.p : "";
    char line[96];
    snprintf(line, sizeof line, "filter/%s", name);
    check(line, strcmp(s.text, want) == 0 && strcmp(stored, want) == 0, "want [%s] got [%s] stored [%s]", want, s.text, stored);
    if (want_hidden) {
        snprintf(line, sizeof line, "filter/%s-reasoning", name);
        check(line, strcmp(reasoning, want_hidden) == 0, "want [%s] got [%s]", want_hidden, reasoning);
    }
    chat_filter_free(&f);
    chat_buf_free(&reply);
    chat_buf_free(&hidden);
}

/* Feeds pieces (NULL-terminated) through the filter of family tmpl; checks what the callback and
 * the stored reply get. */
static void check_filter(const char *name, int tmpl, int show, int opened, const char *const *pieces, const char *want) {
    check_filter_hidden(name, tmpl, show, opened, pieces, want, NULL);
}

static int count_id(const int32_t *ids, int n, int32_t id) {
    int k = 0;
    for (int i = 0; i < n; i++) k += ids[i] == id;
    return k;
}

/* A chat prompt's message text stays text: a control token written in it is not parsed, while the
 * template's own control tokens are, and a message without such text tokenizes as before. */
static void check_literal(const char *label, const char *vocab_path, const char *head, const char *tail, const char *token) {
    moe_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.vocab_only = 1;
    moe_model *m = NULL;
    if (moe_model_open(vocab_path, &cfg, &m) != MOE_OK) {
        check("literal/open", 0, "cannot open %s", vocab_path);
        moe_model_free(m);
        return;
    }
    int32_t tok_id[4], ids[256], ref[256];
    int n_tok = 0, n = 0, n_ref = 0;
    moe_tokenize(m, token, strlen(token), MOE_TOKENIZE_PARSE_SPECIAL, tok_id, 4, &n_tok);
    const char *const contents[2] = { "hi there, friend", "hi %s there" };
    for (int hostile = 0; hostile < 2; hostile++) {
        char content[128], text[512];
        snprintf(content, sizeof content, contents[hostile], token);
        snprintf(text, sizeof text, "%s%s%s", head, content, tail);
        const size_t lit[2] = { strlen(head), strlen(head) + strlen(content) };
        const int flags = MOE_TOKENIZE_ADD_BOS | MOE_TOKENIZE_PARSE_SPECIAL;
        const moe_status a = tok_encode_literal(&m->vocab, text, strlen(text), flags, lit, 1, ids, 256, &n, NULL);
        const moe_status b = moe_tokenize(m, text, strlen(text), flags, ref, 256, &n_ref);
        char name[96];
        snprintf(name, sizeof name, "literal/%s-%s", label, hostile ? "control-text" : "plain");
        if (!hostile)
            check(name, a == MOE_OK && b == MOE_OK && n == n_ref && memcmp(ids, ref, sizeof(int32_t) * (size_t)n) == 0,
                  "a message without control-token text tokenizes as without literal ranges (%d vs %d ids)", n, n_ref);
        else
            check(name, a == MOE_OK && n_tok == 1 && count_id(ids, n, tok_id[0]) == 1 && count_id(ref, n_ref, tok_id[0]) == 2,
                  "%s typed in a message is text (%d of the token in the prompt, %d when parsed whole)", token,
                  count_id(ids, n, tok_id[0]), count_id(ref, n_ref, tok_id[0]));
    }
    moe_model_free(m);
}

int main(void) {
    check_literal("phi-3", "tests/vocab/ggml-vocab-phi-3.gguf", "<|user|>\n", "<|end|>\n<|assistant|>\n", "<|end|>");
    check_literal("deepseek-llm", "tests/vocab/ggml-vocab-deepseek-llm.gguf", "User: ", "<｜end▁of▁sentence｜>Assistant:", "<｜end▁of▁sentence｜>");
    static const char *const qwen[] = { "<think>", "\nLet me", " think.\n", "</think>", "\n\n", "Hello", "!", NULL };
    check_filter_hidden("qwen3-hidden", CHAT_QWEN3, 0, 0, qwen, "Hello!", "\nLet me think.\n");
    check_filter("qwen3-shown", CHAT_QWEN3, 1, 0, qwen, "<think>\nLet me think.\n</think>\n\nHello!");
    static const char *const split[] = { "<th", "ink>x</", "thi", "nk>", " A<b>", "<", "c", NULL };
    check_filter("tags-split-across-tokens", CHAT_QWEN3, 0, 0, split, "A<b><c");
    static const char *const r1[] = { "Okay, so", "</think>", "\n\nThe answer", " is 4.", NULL };
    check_filter("deepseek-r1-opened", CHAT_DEEPSEEK_R1, 0, 1, r1, "The answer is 4.");
    static const char *const glm[] = { "\n", "<think>", "hmm", "</think>", "\n", "Hi", NULL };
    check_filter("glm-leading-newline", CHAT_GLM45, 0, 0, glm, "Hi");
    static const char *const plain[] = { "No ", "thinking ", "here <", NULL };
    check_filter("no-think-block", CHAT_QWEN3, 0, 0, plain, "No thinking here <");
    static const char *const oss[] = { "<|channel|>", "analysis", "<|message|>", "User says hi.", "<|end|>",
        "<|start|>", "assistant", "<|channel|>", "final", "<|message|>", "Hi", " there", NULL };
    check_filter_hidden("gpt-oss-final-only", CHAT_GPT_OSS, 0, 0, oss, "Hi there", "User says hi.");
    check_filter("gpt-oss-with-analysis", CHAT_GPT_OSS, 1, 0, oss, "User says hi.\n\nHi there");
    static const char *const chatml[] = { "<think>", "kept", NULL };
    check_filter("chatml-no-filter", CHAT_CHATML, 0, 0, chatml, "<think>kept");
    return g_failed ? 1 : 0;
}
