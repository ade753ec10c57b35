/* Streaming text is whole UTF-8 characters: a 4-byte emoji that SentencePiece byte fallback splits
 * into four byte tokens reaches the callback in one piece, with nothing before it; invalid bytes
 * become U+FFFD; an incomplete tail is flushed as U+FFFD. Uses the same utf8_stream that
 * moe_generate and moe_chat stream through (includes moe.c for it).
 */
#include "test.h"

#include "../moe.c"

int main(void) {
    moe_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.vocab_only = 1;
    moe_model *m = NULL;
    if (moe_model_open("tests/vocab/ggml-vocab-llama-spm.gguf", &cfg, &m) != MOE_OK) {
        fail("stream/load", "%s", moe_model_error(m));
        return 1;
    }
    const char emoji[] = "\xf0\x9f\x98\x80"; /* U+1F600 */
    int32_t ids[16];
    int n = 0;
    moe_tokenize(m, emoji, 4, 0, ids, 16, &n);
    char piece[16];
    int n_bytes = 0;
    for (int i = 0; i < n; i++) n_bytes += moe_token_to_piece(m, ids[i], 0, piece, sizeof piece) == 1;
    /* the vocabulary has no token for it: byte fallback gives the space prefix and four byte tokens */
    check("stream/emoji-is-byte-tokens", n >= 4 && n_bytes >= 4, "the emoji did not tokenize to byte tokens");
    utf8_stream s = { &m->alloc, NULL, NULL, 0, 0 };
    char got[64];
    size_t got_len = 0;
    int early = 0;
    for (int i = 0; i < n; i++) {
        int len = moe_token_to_piece(m, ids[i], 0, piece, sizeof piece);
        size_t ready = 0;
        utf8_push(&s, piece, (size_t)len, 0, &ready);
        if (i < n - 1 && ready && memchr(s.out, 0xf0, ready)) early = 1; /* a partial character escaped */
        memcpy(got + got_len, s.out, ready);
        got_len += ready;
    }
    check("stream/emoji-whole", !early && got_len >= 4 && memcmp(got + got_len - 4, emoji, 4) == 0,
          "the emoji did not arrive whole with its last byte token");
    size_t ready = 0;
    utf8_push(&s, "\xe5 x\xf0\x9f", 5, 0, &ready); /* a lone lead byte, then an incomplete character */
    check("stream/invalid-byte", ready == 5 && memcmp(s.out, "\xef\xbf\xbd x", 5) == 0, "0xE5 before a space was not U+FFFD");
    utf8_push(&s, NULL, 0, 1, &ready);
    check("stream/flush-tail", ready == 6 && memcmp(s.out, "\xef\xbf\xbd\xef\xbf\xbd", 6) == 0, "an incomplete tail was not flushed as U+FFFD");
    utf8_stream_free(&s);
    moe_model_free(m);
    return g_failed ? 1 : 0;
}
