#!/usr/bin/env python3
"""Train the bundled model: a small qwen3moe-architecture Mixture-of-Experts language model on the
King James Bible (public domain), with a SentencePiece BPE tokenizer trained on the same text.

    OMP_NUM_THREADS=1 nice -n 10 /usr/bin/python3 models/train.py --out models/build/kjv [--steps N] [--seed S]
    /usr/bin/python3 models/export.py models/build/kjv/ckpt.pt -o models/moe-kjv-11m-q8_0.gguf --name moe-kjv-11m --check ./moe

Needs only Debian packages: python3-torch python3-numpy python3-sentencepiece bible-kjv (the reader)
and bible-kjv-text (the text, /usr/lib/bible.data). Runs on one CPU thread and is deterministic given
--seed: the tokenizer is trained on one thread from a fixed input, the weights are initialised from
torch.manual_seed(seed) and the batches are drawn from numpy.random.default_rng(seed).

The model is exactly what llama.cpp (and moe) compute for general.architecture = "qwen3moe":
pre-norm blocks, RMSNorm (eps 1e-6), attention with grouped KV heads, per-head RMSNorm of q and k
before NEOX RoPE (pairs (i, i + d/2), so the projections are exported without permutation),
softmax router over all experts, top-k, chosen weights renormalised to sum to 1, SwiGLU experts,
token embedding tied with the output. export.py writes it to GGUF.

Outputs in --out: corpus.txt (one verse per line), tokenizer.model, ckpt.pt (weights, config,
tokenizer, the log), loss.tsv (step, train loss, validation loss, lr, seconds) and stats.txt.
"""

import argparse
import hashlib
import io
import math
import os
import subprocess
import sys
import time

# One thread, and OpenBLAS (Debian: libopenblas0-pthread) if installed: Debian's torch calls the
# libblas.so.3 alternative, which is the ~20x slower reference BLAS unless OpenBLAS is selected.
# Only this process is pointed at OpenBLAS; the system's choice is left alone.
OPENBLAS_DIR = "/usr/lib/x86_64-linux-gnu/openblas-pthread"
if os.path.isdir(OPENBLAS_DIR) and OPENBLAS_DIR not in os.environ.get("LD_LIBRARY_PATH", "").split(":"):
    os.environ["LD_LIBRARY_PATH"] = ":".join(filter(None, [OPENBLAS_DIR, os.environ.get("LD_LIBRARY_PATH")]))
    os.environ["OPENBLAS_NUM_THREADS"] = os.environ["OMP_NUM_THREADS"] = "1"
    os.execv(sys.executable, [sys.executable] + sys.argv)
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np
import torch
import torch.nn.functional as F

KJV_DATA = "/usr/lib/bible.data"   # Debian package bible-kjv-text (compressed; read with `bible`)

# ---- model --------------------------------------------------------------------------------------

DEFAULT_CONFIG = dict(
    n_vocab=4096, n_embd=256, n_layer=4, n_head=4, n_head_kv=2, head_dim=64,
    n_expert=8, n_expert_used=2, n_ff_exp=384, n_ctx=256, eps=1e-6, rope_base=10000.0,
)


def rms_norm(x, w, eps):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * w


def rope_neox(x, pos, base):
    """x [..., T, D]; rotates the pairs (i, i + D/2) by pos * base^(-2i/D), as ggml's NEOX mode."""
    D = x.shape[-1]
    inv = base ** (-torch.arange(0, D // 2, dtype=torch.float64) * 2.0 / D)
    ang = pos.to(torch.float64)[:, None] * inv[None, :]              # [T, D/2]
    cos, sin = ang.cos().to(x.dtype), ang.sin().to(x.dtype)
    x1, x2 = x[..., : D // 2], x[..., D // 2:]
    return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1)


class MoEModel(torch.nn.Module):
    """Parameter names and layouts follow the GGUF tensors (torch [out, in] = ggml {in, out})."""

    def __init__(self, c):
        super().__init__()
        self.c = c
        E, H, HKV, D = c["n_embd"], c["n_head"], c["n_head_kv"], c["head_dim"]
        X, Fe, V = c["n_expert"], c["n_ff_exp"], c["n_vocab"]
        P = torch.nn.Parameter
        self.token_embd = P(torch.randn(V, E) * 0.02)
        self.output_norm = P(torch.ones(E))
        self.layers = torch.nn.ModuleList()
        out_std = 0.02 / math.sqrt(2 * c["n_layer"])
        for _ in range(c["n_layer"]):
            L = torch.nn.Module()
            L.attn_norm = P(torch.ones(E))
            L.attn_q = P(torch.randn(H * D, E) * 0.02)
            L.attn_k = P(torch.randn(HKV * D, E) * 0.02)
            L.attn_v = P(torch.randn(HKV * D, E) * 0.02)
            L.attn_q_norm = P(torch.ones(D))
            L.attn_k_norm = P(torch.ones(D))
            L.attn_output = P(torch.randn(E, H * D) * out_std)
            L.ffn_norm = P(torch.ones(E))
            L.ffn_gate_inp = P(torch.randn(X, E) * 0.02)
            L.ffn_gate_exps = P(torch.randn(X, Fe, E) * 0.02)
            L.ffn_up_exps = P(torch.randn(X, Fe, E) * 0.02)
            L.ffn_down_exps = P(torch.randn(X, E, Fe) * out_std)
            self.layers.append(L)

    def attention(self, L, x, pos):
        c = self.c
        B, T, _ = x.shape
        H, HKV, D = c["n_head"], c["n_head_kv"], c["head_dim"]
        q = (x @ L.attn_q.t()).view(B, T, H, D).transpose(1, 2)       # [B, H, T, D]
        k = (x @ L.attn_k.t()).view(B, T, HKV, D).transpose(1, 2)
        v = (x @ L.attn_v.t()).view(B, T, HKV, D).transpose(1, 2)
        q = rope_neox(rms_norm(q, L.attn_q_norm, c["eps"]), pos, c["rope_base"])
        k = rope_neox(rms_norm(k, L.attn_k_norm, c["eps"]), pos, c["rope_base"])
        rep = H // HKV                                                 # head h reads kv head h // rep
        k = k.repeat_interleave(rep, dim=1)
        v = v.repeat_interleave(rep, dim=1)
        s = (q @ k.transpose(-1, -2)) / math.sqrt(D)
        mask = torch.ones(T, T, dtype=torch.bool).triu(1)
        s = s.masked_fill(mask, float("-inf"))
        o = torch.softmax(s, dim=-1) @ v                               # [B, H, T, D]
        return o.transpose(1, 2).reshape(B, T, H * D) @ L.attn_output.t()

    def moe(self, L, x):
        """x [N, E] -> ([N, E], load-balancing loss)."""
        c = self.c
        X, K = c["n_expert"], c["n_expert_used"]
        probs = torch.softmax(x @ L.ffn_gate_inp.t(), dim=-1)        # [N, X]
        topv, topi = probs.topk(K, dim=-1)
        topv = topv / topv.sum(-1, keepdim=True)
        out = torch.zeros_like(x)
        for e in range(X):
            idx, slot = (topi == e).nonzero(as_tuple=True)
            if idx.numel() == 0:
                continue
            xe = x[idx]
            h = F.silu(xe @ L.ffn_gate_exps[e].t()) * (xe @ L.ffn_up_exps[e].t())
            out.index_add_(0, idx, (h @ L.ffn_down_exps[e].t()) * topv[idx, slot, None])
        # Switch-style balance loss: X * sum_e (fraction of routed slots) * (mean probability)
        frac = F.one_hot(topi, X).to(x.dtype).sum((0, 1)) / (topi.numel())
        aux = X * (frac * probs.mean(0)).sum()
        return out, aux

    def forward(self, ids):
        c = self.c
        B, T = ids.shape
        pos = torch.arange(T)
        x = self.token_embd[ids]
        aux = 0.0
        for L in self.layers:
            x = x + self.attention(L, rms_norm(x, L.attn_norm, c["eps"]), pos)
            m, a = self.moe(L, rms_norm(x, L.ffn_norm, c["eps"]).reshape(B * T, -1))
            x = x + m.view(B, T, -1)
            aux = aux + a
        x = rms_norm(x, self.output_norm, c["eps"])
        return x @ self.token_embd.t(), aux / c["n_layer"]


def n_params(c, active=False):
    E, H, HKV, D = c["n_embd"], c["n_head"], c["n_head_kv"], c["head_dim"]
    X = c["n_expert_used"] if active else c["n_expert"]
    per_layer = 2 * E + 2 * D + E * H * D * 2 + E * HKV * D * 2 + c["n_expert"] * E + X * 3 * E * c["n_ff_exp"]
    return c["n_vocab"] * E + E + c["n_layer"] * per_layer

# ---- corpus and tokenizer -----------------------------------------------------------------------


def read_kjv():
    """[(chapter title, [verse text])] from the Debian bible-kjv-text data, via the `bible` reader."""
    out = subprocess.run(["bible", "-l100000", "gen1:1-rev22:21"], check=True,
                         stdout=subprocess.PIPE).stdout.decode("utf-8")
    chapters = []
    for line in out.split("\n"):
        if not line.strip():
            continue
        if line.startswith("  "):
            num, text = line.strip().split(" ", 1)
            assert num.isdigit(), line
            chapters[-1][1].append(" ".join(text.split()))
        else:
            chapters.append((line.strip(), []))
    return chapters


def train_tokenizer(corpus_path, prefix, vocab_size):
    import sentencepiece as spm
    # The settings of Llama's tokenizer.model: BPE, byte fallback, digits split, no normalisation,
    # a dummy "▁" prefix. unk 0, bos 1, eos 2 (llama.cpp's SPM defaults).
    spm.SentencePieceTrainer.train(
        input=corpus_path, model_prefix=prefix, vocab_size=vocab_size, model_type="bpe",
        byte_fallback=True, split_digits=True, character_coverage=1.0,
        normalization_rule_name="identity", add_dummy_prefix=True, remove_extra_whitespaces=False,
        unk_id=0, bos_id=1, eos_id=2, pad_id=-1, num_threads=1, minloglevel=2,
        max_sentence_length=16384, shuffle_input_sentence=False)
    return spm.SentencePieceProcessor(model_file=prefix + ".model")


def encode_stream(sp, chapters):
    """Verses joined by single spaces; per-verse encodings concatenate to the encoding of the joined
    text (every verse starts with the '▁' the space becomes). Returns (ids, verse start offsets)."""
    ids, starts = [], []
    for _, verses in chapters:
        for enc in sp.encode(verses):
            starts.append(len(ids))
            ids.extend(enc)
    return np.array(ids, dtype=np.int64), np.array(starts, dtype=np.int64)

# ---- training -----------------------------------------------------------------------------------


def state_hash(model):
    h = hashlib.sha256()
    for k, v in model.state_dict().items():
        h.update(k.encode())
        h.update(v.detach().contiguous().numpy().tobytes())
    return h.hexdigest()[:16]


def plot(ckpt_path, png):
    """Train and validation loss against step, with the unigram entropy for scale."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    ck = torch.load(ckpt_path)
    log = ck["log"]
    steps = [r[0] for r in log]
    fig, ax = plt.subplots(figsize=(7, 4.2), dpi=100)
    ax.plot(steps[1:], [r[1] for r in log[1:]], "o-", ms=3, label="train (mean over the interval)")
    ax.plot(steps, [r[2] for r in log], "s-", ms=3, label="validation (held-out chapters)")
    ax.axhline(ck["unigram_entropy"], color="gray", ls="--",
               label="unigram entropy %.2f nats" % ck["unigram_entropy"])
    ax.set_xlabel("step (%d sequences x %d tokens)" % (ck["args"]["batch"], ck["args"]["seq"]))
    ax.set_ylabel("cross-entropy, nats per token")
    ax.set_title("moe-kjv: qwen3moe, %.1fM parameters, KJV Bible" % (n_params(ck["config"]) / 1e6))
    ax.set_ylim(0, max(r[2] for r in log) + 0.3)
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(png)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="models/build/kjv")
    ap.add_argument("--seed", type=int, default=1611)
    ap.add_argument("--steps", type=int, default=450)
    ap.add_argument("--stop-after", type=int, default=0, help="stop at this step (same schedule): a determinism check")
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--seq", type=int, default=256)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--warmup", type=int, default=100)
    ap.add_argument("--aux", type=float, default=0.01, help="load-balancing loss weight")
    ap.add_argument("--eval-every", type=int, default=100)
    ap.add_argument("--vocab", type=int, default=DEFAULT_CONFIG["n_vocab"])
    ap.add_argument("--plot", metavar="PNG", help="only plot the loss curve of OUT/ckpt.pt into PNG")
    args = ap.parse_args()
    if args.plot:
        return plot(os.path.join(args.out, "ckpt.pt"), args.plot)

    torch.set_num_threads(1)
    torch.manual_seed(args.seed)
    os.makedirs(args.out, exist_ok=True)
    t_start = time.time()

    chapters = read_kjv()
    n_verses = sum(len(v) for _, v in chapters)
    # validation: every 50th chapter (2%), so no verse of a held-out chapter is seen in training
    val_ch = [ch for i, ch in enumerate(chapters) if i % 50 == 25]
    train_ch = [ch for i, ch in enumerate(chapters) if i % 50 != 25]
    corpus_path = os.path.join(args.out, "corpus.txt")
    with open(corpus_path, "w", encoding="utf-8") as f:
        for _, verses in train_ch:
            for v in verses:
                f.write(v + "\n")
    sp = train_tokenizer(corpus_path, os.path.join(args.out, "tokenizer"), args.vocab)
    with open(os.path.join(args.out, "tokenizer.model"), "rb") as f:
        sp_bytes = f.read()
    train_ids, train_starts = encode_stream(sp, train_ch)
    val_ids, val_starts = encode_stream(sp, val_ch)
    BOS = sp.bos_id()

    # unigram entropy of the training tokens, and the validation cross-entropy of that unigram model
    counts = np.bincount(train_ids, minlength=args.vocab).astype(np.float64)
    p = counts / counts.sum()
    H_uni = float(-(p[p > 0] * np.log(p[p > 0])).sum())
    p_s = (counts + 1) / (counts.sum() + args.vocab)
    H_uni_val = float(-np.log(p_s[val_ids]).mean())
    stats = [
        "chapters %d (train %d, validation %d), verses %d" % (len(chapters), len(train_ch), len(val_ch), n_verses),
        "tokens: train %d, validation %d, vocabulary %d" % (len(train_ids), len(val_ids), sp.get_piece_size()),
        "characters per token (train) %.3f" % (sum(len(v) + 1 for _, vs in train_ch for v in vs) / len(train_ids)),
        "unigram entropy (train) %.4f nats = %.4f bits per token" % (H_uni, H_uni / math.log(2)),
        "unigram cross-entropy on validation (add-one) %.4f nats" % H_uni_val,
    ]
    for s in stats:
        print(s, flush=True)

    c = dict(DEFAULT_CONFIG, n_vocab=sp.get_piece_size(), n_ctx=args.seq)
    model = MoEModel(c)
    print("parameters %d (active per token %d)" % (n_params(c), n_params(c, active=True)), flush=True)
    assert n_params(c) == sum(p.numel() for p in model.parameters())

    decay = [p for n, p in model.named_parameters() if p.dim() >= 2]
    no_decay = [p for n, p in model.named_parameters() if p.dim() < 2]
    opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.1}, {"params": no_decay, "weight_decay": 0.0}],
                            lr=args.lr, betas=(0.9, 0.95), eps=1e-8)
    rng = np.random.default_rng(args.seed)
    T = args.seq
    ok_starts = train_starts[train_starts + T <= len(train_ids)]

    # validation windows: BOS + T-1 tokens from a verse start, next window from the next verse start after it
    val_windows = []
    s_i = 0
    while s_i < len(val_starts):
        s = val_starts[s_i]
        if s + T > len(val_ids):
            break
        val_windows.append(s)
        s_i = np.searchsorted(val_starts, s + T - 1)

    def batch(starts):
        x = np.empty((len(starts), T), dtype=np.int64)
        y = np.empty((len(starts), T), dtype=np.int64)
        for b, s in enumerate(starts):
            x[b, 0] = BOS
            x[b, 1:] = ids_src[s: s + T - 1]
            y[b] = ids_src[s: s + T]
        return torch.from_numpy(x), torch.from_numpy(y)

    def evaluate():
        nonlocal ids_src
        model.eval()
        ids_src = val_ids
        tot, n = 0.0, 0
        with torch.no_grad():
            for i in range(0, len(val_windows), args.batch):
                x, y = batch(val_windows[i: i + args.batch])
                logits, _ = model(x)
                tot += F.cross_entropy(logits.view(-1, logits.shape[-1]), y.view(-1), reduction="sum").item()
                n += y.numel()
        ids_src = train_ids
        model.train()
        return tot / n

    def lr_at(step):
        if step < args.warmup:
            return args.lr * (step + 1) / args.warmup
        t = (step - args.warmup) / max(1, args.steps - args.warmup)
        return args.lr * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * t)))

    ids_src = train_ids
    log = []
    log_path = os.path.join(args.out, "loss.tsv")
    t_train = time.time()
    run_loss, run_n = 0.0, 0
    last = args.stop_after if args.stop_after else args.steps
    for step in range(last):
        for g in opt.param_groups:
            g["lr"] = lr_at(step)
        x, y = batch(rng.choice(ok_starts, size=args.batch))
        logits, aux = model(x)
        loss = F.cross_entropy(logits.view(-1, logits.shape[-1]), y.view(-1))
        opt.zero_grad(set_to_none=True)
        (loss + args.aux * aux).backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        run_loss += loss.item()
        run_n += 1
        done = step + 1
        if done % args.eval_every == 0 or done == last or done == 1:
            vl = evaluate()
            row = (done, run_loss / run_n, vl, lr_at(step), time.time() - t_train)
            log.append(row)
            run_loss, run_n = 0.0, 0
            print("step %5d  train %.4f  val %.4f  lr %.2e  aux %.3f  %6.0fs  state %s" % (row[:4] + (aux.item(), row[4], state_hash(model))), flush=True)
    t_train = time.time() - t_train

    with open(log_path, "w") as f:
        f.write("step\ttrain_loss\tval_loss\tlr\tseconds\n")
        for r in log:
            f.write("%d\t%.5f\t%.5f\t%.6g\t%.1f\n" % r)
    final = [
        "training: %d steps x %d sequences x %d tokens, %.1f s (%.1f min) on %d thread(s)" % (
            last, args.batch, T, t_train, t_train / 60, torch.get_num_threads()),
        "final train loss (mean of last interval) %.4f, validation loss %.4f nats" % (log[-1][1], log[-1][2]),
        "state hash %s, seed %d" % (state_hash(model), args.seed),
        "total wall time %.1f s" % (time.time() - t_start),
    ]
    for s in final:
        print(s, flush=True)
    with open(os.path.join(args.out, "stats.txt"), "w") as f:
        f.write("\n".join(stats + ["parameters %d (active per token %d)" % (n_params(c), n_params(c, True))] + final) + "\n")
    torch.save(dict(config=c, state=model.state_dict(), tokenizer=sp_bytes, log=log, args=vars(args),
                    unigram_entropy=H_uni, unigram_val=H_uni_val, stats=stats + final),
               os.path.join(args.out, "ckpt.pt"))


if __name__ == "__main__":
    main()
