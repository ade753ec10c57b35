/* The reasoning filter of moe_chat_send, fed synthetic token texts (internal: includes moe.c).
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
static void check_filter(const char *name, int tmpl, int show, int opened, const char *const *pieces, const char *want) {
    moe_chat chat;
    memset(&chat, 0, sizeof chat);
    chat.tmpl = tmpl;
    chat.reply.a = NULL;
    chat_filter f;
    memset(&f, 0, sizeof f);
    f.chat = &chat;
    seen s;
    memset(&s, 0, sizeof s);
    f.cb = collect;
    f.user = &s;
    f.show = show;
    f.state = chat_families[tmpl].reason == CHAT_REASON_HARMONY ? CHAT_F_HEADER : opened ? CHAT_F_THINK : CHAT_F_TEXT;
    for (int i = 0; pieces[i]; i++) chat_on_token(&f, i, pieces[i], strlen(pieces[i]));
    f.out.len = 0;
    chat_filter_run(&f, 1);
    if (f.out.len) collect(&s, -1, f.out.p, f.out.len);
    const char *reply = chat.reply.p ? chat.reply.p : "";
    char line[96];
    snprintf(line, sizeof line, "filter/%s", name);
    check(line, strcmp(s.text, want) == 0 && strcmp(reply, want) == 0, "want [%s] got [%s] stored [%s]", want, s.text, reply);
    chat_buf_free(&f.hold);
    chat_buf_free(&f.head);
    chat_buf_free(&f.out);
    chat_buf_free(&chat.reply);
}

int main(void) {
    static const char *const qwen[] = { "<think>", "\nLet me", " think.\n", "</think>", "\n\n", "Hello", "!", NULL };
    check_filter("qwen3-hidden", CHAT_QWEN3, 0, 0, qwen, "Hello!");
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
    check_filter("gpt-oss-final-only", CHAT_GPT_OSS, 0, 0, oss, "Hi there");
    check_filter("gpt-oss-with-analysis", CHAT_GPT_OSS, 1, 0, oss, "User says hi.\n\nHi there");
    static const char *const chatml[] = { "<think>", "kept", NULL };
    check_filter("chatml-no-filter", CHAT_CHATML, 0, 0, chatml, "<think>kept");
    return g_failed ? 1 : 0;
}
