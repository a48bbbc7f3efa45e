/* Reliability (issue 7): every refusal of the public entry points, checked on a context without a GPU so that CI runs
   them; faults (NVRTC or the driver missing, a kernel that does not compile, cache folders); the fuzz harnesses and the
   sanitizer build run as tests; and GPU tests of the numerics at the edges. Included by run_tests.c. */
#ifndef SA_TEST_RELIABILITY_H
#define SA_TEST_RELIABILITY_H

/* ==================================================================================================== */
/* refusals, on a context without a GPU                                                                 */
/* ==================================================================================================== */

/* The entry points a refusal case calls. */
enum {
  E_ATTN, E_TILES, E_DECODE, E_DPLAN, E_BS, E_MASS, E_MASS_WS, E_MOMO_WS, E_MOMO_BUFS, E_QSA, E_TRIM, E_MOMO, E_KS,
  E_KP, E_KP_WS, E_TOPK, E_INFO, E_KINFO, E_ALLOC, E_STREAM_NEW, E_EVENT_MS, E_MERGE, E_N_ENTRIES
};
static const char *const t_entry_names[E_N_ENTRIES] = {
    "sa_attention", "sa_attention_tiles", "sa_decode", "sa_decode_plan_get", "sa_block_sparse_attention", "sa_block_mass",
    "sa_block_mass_workspace_size", "sa_momo_workspace_size", "sa_momo_buffers_get", "sa_momo_qsa", "sa_momo_union_trim",
    "sa_momo_prefill", "sa_kascade_sparse_attention", "sa_kascade_prefill", "sa_kascade_prefill_workspace_size",
    "sa_kascade_topk", "sa_device_info_get", "sa_kernel_info_get", "sa_device_alloc", "sa_stream_create",
    "sa_event_elapsed_ms", "sa_merge_states"};
/* entries that take no context: their message is this thread's */
static int t_entry_ctxless(int e) { return e == E_MASS_WS || e == E_MOMO_WS || e == E_MOMO_BUFS || e == E_KP_WS; }

/* A valid call of every entry point (batch 2, 64 tokens, 4/2 heads, d128, causal), whose "device" arrays are host
   arrays: on the no-GPU context every argument check runs and a valid call fails only when it reaches the driver. */
typedef struct t_call {
  unsigned char *A;                 /* 1 MiB, 256-byte aligned: stands for every tensor and workspace */
  int32_t cuq[3], cuk[3], lens[2], bt[8], bi[64], bc[16], idx[64], cnt[16], map[2], tk_lens[2];
  float kvs[4];                     /* an FP8 cache's scales (t_fp8) */
  void *own, *other;                /* a stream is a host pointer to its owner's cuctx */
  void *stream;
  sa_attention_args a;
  sa_decode_args d;
  sa_block_sparse_args bs;
  sa_momo_args m;
  sa_momo_buffers mb;
  sa_kascade_sparse_args ks;
  sa_kascade_prefill_args kp;
  sa_merge_args mg;
  const float *tk_scores;
  int64_t tk_stride;
  int tk_rows, tk_length, tk_k_min, tk_max_k;
  const int32_t *tk_lengths;
  int32_t *tk_indices, *tk_counts;
  float tk_fraction;
  float *mass, *lse_full;
  void *mass_ws;
  size_t mass_bytes;
  int kinfo_index;
  int null_args, null_out;          /* pass NULL for the args / the out pointer */
} t_call;

static void t_call_init(t_call *c, sa_context *ctx, unsigned char *A) {
  size_t n = 0;
  int i;
  memset(c, 0, sizeof *c);
  c->A = A;
  memset(A, 0, 1 << 20);
  c->own = ctx->cuctx;
  c->other = &c->other;
  c->stream = &c->own;
  /* prefill: padded, causal */
  c->a.batch = 2; c->a.seqlen_q = c->a.seqlen_k = 64; c->a.heads_q = 4; c->a.heads_kv = 2; c->a.head_dim = 128;
  c->a.q = c->a.k = c->a.v = A; c->a.o = A; c->a.lse = (float *)A; c->a.causal = 1;
  c->cuq[0] = 0; c->cuq[1] = 30; c->cuq[2] = 94;   /* a packed layout the cases switch to: lengths 30 and 64 */
  c->cuk[0] = 0; c->cuk[1] = 40; c->cuk[2] = 100;
  /* decode: contiguous, lengths 10 and 20 (the paged cases use 16-row pages 0..7) */
  c->d.batch = 2; c->d.q_len = 1; c->d.heads_q = 4; c->d.heads_kv = 2; c->d.head_dim = 128;
  c->d.q = c->d.k = c->d.v = A; c->d.o = A; c->d.lse = (float *)A;
  c->lens[0] = 10; c->lens[1] = 20;
  c->d.seqlens_k = c->lens; c->d.max_seqlen_k = 64; c->d.num_splits = 1;
  for (i = 0; i < 8; ++i) c->bt[i] = i;
  /* block-sparse: [2][4][1][2] lists */
  c->bs.attn = c->a;
  c->bs.block_index = c->bi; c->bs.block_count = c->bc; c->bs.query_blocks = 1; c->bs.max_blocks = 2;
  c->mass = (float *)(A + 512 * 1024);
  c->lse_full = (float *)(A + 512 * 1024 + 4096);
  c->mass_ws = A + 768 * 1024;
  sa_block_mass_workspace_size(&c->bs, &c->mass_bytes);
  /* MOMO on the defaults, its workspace carved from A */
  c->m.attn = c->a;
  c->m.workspace = A;
  sa_momo_workspace_size(&c->m, &n);
  c->m.workspace_bytes = n;
  sa_momo_buffers_get(&c->m, &c->mb);
  /* Kascade: [2][2][1][8] lists; the anchor's workspace at A */
  c->ks.attn = c->a;
  c->ks.indices = c->idx; c->ks.counts = c->cnt; c->ks.tiles = 1; c->ks.max_k = 8;
  for (i = 0; i < 2; ++i) c->map[i] = 1 - i;
  c->kp.sparse = c->ks;
  c->kp.role = SA_KASCADE_ANCHOR;
  c->kp.workspace = A;
  sa_kascade_prefill_workspace_size(&c->kp, &n);
  c->kp.workspace_bytes = n;
  /* top-k: 2 rows of 64 scores */
  c->tk_scores = (const float *)A; c->tk_stride = 64; c->tk_rows = 2;
  c->tk_lens[0] = 64; c->tk_lens[1] = 10;
  c->tk_lengths = c->tk_lens; c->tk_fraction = 0.1f; c->tk_k_min = 4; c->tk_max_k = 8;
  c->tk_indices = c->idx; c->tk_counts = c->cnt;
  /* merge: 3 parts of [2, 64, 4, 128] */
  c->mg.parts = 3; c->mg.batch = 2; c->mg.seqlen = 64; c->mg.heads = 4; c->mg.head_dim = 128;
  for (i = 0; i < 3; ++i) { c->mg.o_parts[i] = A; c->mg.lse_parts[i] = (const float *)A; }
  c->mg.o = A; c->mg.lse = (float *)A;
}

/* Switch a call to the packed layout (valid: lengths within the maxima, totals as the last offsets). */
static void t_packed(sa_attention_args *a, t_call *c) {
  a->cu_seqlens_q = c->cuq; a->cu_seqlens_k = c->cuk; a->total_q = 94; a->total_k = 100;
}
static void t_paged(t_call *c) {
  c->d.block_table = c->bt; c->d.page_size = 16; c->d.max_pages = 4; c->d.num_pages = 8;
}
/* Switch a prefill call to a paged cache: 16-row pages 0..7, lengths 10 and 20 (of seqlen_k 64). */
static void t_cache(t_call *c) {
  c->a.seqlens_k = c->lens; c->a.block_table = c->bt; c->a.page_size = 16; c->a.max_pages = 4; c->a.num_pages = 8;
}
/* Switch the decode call to an FP8 (e4m3) cache with one scale per KV head (1, 1) for K and V. */
static void t_fp8(t_call *c) {
  c->kvs[0] = c->kvs[1] = c->kvs[2] = c->kvs[3] = 1.f;
  c->d.kv.format = SA_KV_FP8_E4M3; c->d.kv.k_scale = c->kvs; c->d.kv.v_scale = c->kvs + 2; c->d.kv.scale_head_stride = 1;
}
static void t_kascade_decode(t_call *c) {
  c->d.method = SA_METHOD_KASCADE; c->d.kascade.indices = c->idx; c->d.kascade.counts = c->cnt; c->d.kascade.max_k = 8;
}

static sa_status t_invoke(int e, t_call *c, sa_context *ctx) {
  size_t bytes;
  sa_tiles tiles;
  sa_decode_plan plan;
  sa_momo_buffers mb;
  sa_device_info info;
  sa_kernel_info ki;
  void *ptr;
  float ms;
  const int na = c->null_args, no = c->null_out;
  switch (e) {
    case E_ATTN: return sa_attention(ctx, na ? NULL : &c->a, c->stream);
    case E_TILES: return sa_attention_tiles(ctx, na ? NULL : &c->a, no ? NULL : &tiles);
    case E_DECODE: return sa_decode(ctx, na ? NULL : &c->d, c->stream);
    case E_DPLAN: return sa_decode_plan_get(ctx, na ? NULL : &c->d, no ? NULL : &plan);
    case E_BS: return sa_block_sparse_attention(ctx, na ? NULL : &c->bs, c->stream);
    case E_MASS: return sa_block_mass(ctx, na ? NULL : &c->bs, c->lse_full, c->mass, c->mass_ws, c->mass_bytes, c->stream);
    case E_MASS_WS: return sa_block_mass_workspace_size(na ? NULL : &c->bs, no ? NULL : &bytes);
    case E_MOMO_WS: return sa_momo_workspace_size(na ? NULL : &c->m, no ? NULL : &bytes);
    case E_MOMO_BUFS: return sa_momo_buffers_get(na ? NULL : &c->m, no ? NULL : &mb);
    case E_QSA: return sa_momo_qsa(ctx, na ? NULL : &c->m, no ? NULL : &c->mb, c->stream);
    case E_TRIM: return sa_momo_union_trim(ctx, na ? NULL : &c->m, no ? NULL : &c->mb, c->stream);
    case E_MOMO: return sa_momo_prefill(ctx, na ? NULL : &c->m, c->stream);
    case E_KS: return sa_kascade_sparse_attention(ctx, na ? NULL : &c->ks, c->stream);
    case E_KP: return sa_kascade_prefill(ctx, na ? NULL : &c->kp, c->stream);
    case E_KP_WS: return sa_kascade_prefill_workspace_size(na ? NULL : &c->kp, no ? NULL : &bytes);
    case E_TOPK:
      return sa_kascade_topk(ctx, c->tk_scores, c->tk_stride, c->tk_rows, c->tk_lengths, c->tk_length, c->tk_fraction,
                             c->tk_k_min, c->tk_indices, c->tk_counts, c->tk_max_k, c->stream);
    case E_INFO: return sa_device_info_get(ctx, no ? NULL : &info);
    case E_KINFO: return sa_kernel_info_get(ctx, c->kinfo_index, no ? NULL : &ki);
    case E_ALLOC: return sa_device_alloc(ctx, 64, no ? NULL : &ptr);
    case E_STREAM_NEW: return sa_stream_create(ctx, no ? NULL : &ptr);
    case E_EVENT_MS: return sa_event_elapsed_ms(ctx, c->A, c->A, no ? NULL : &ms);
    case E_MERGE: return sa_merge_states(ctx, na ? NULL : &c->mg, c->stream);
  }
  return SA_ERROR_INTERNAL;
}

/* What a valid call on the no-GPU context returns: SA_OK for the calls that need no device, else the failure to
   reach the driver. */
static int t_entry_needs_device(int e) {
  return !(e == E_TILES || e == E_DPLAN || e == E_MASS_WS || e == E_MOMO_WS || e == E_MOMO_BUFS || e == E_KP_WS ||
           e == E_INFO || e == E_KINFO);
}

#define I SA_ERROR_INVALID_ARGUMENT
#define U SA_ERROR_UNSUPPORTED
/* X(id, entry, status, the argument the message must name, the edit that breaks a valid call) */
#define T_REFUSALS(X)                                                                                                  \
  X(attn_args_null, E_ATTN, I, "args", c->null_args = 1)                                                               \
  X(attn_dtype, E_ATTN, I, "args->dtype", c->a.dtype = (sa_dtype)7)                                                    \
  X(attn_method, E_ATTN, I, "args->method", c->a.method = (sa_method)5)                                                \
  X(attn_method_kascade, E_ATTN, I, "args->method", c->a.method = SA_METHOD_KASCADE)                                   \
  X(attn_batch_negative, E_ATTN, I, "args->batch", c->a.batch = -1)                                                    \
  X(attn_seqlen_q_negative, E_ATTN, I, "args->seqlen_q", c->a.seqlen_q = -1)                                           \
  X(attn_seqlen_k_negative, E_ATTN, I, "seqlen_k", c->a.seqlen_k = -5)                                                 \
  X(attn_heads_q_zero, E_ATTN, I, "args->heads_q", c->a.heads_q = 0)                                                   \
  X(attn_heads_kv_negative, E_ATTN, I, "heads_kv", c->a.heads_kv = -2)                                                 \
  X(attn_gqa_ratio, E_ATTN, I, "args->heads_q",                                                                        \
    (c->a.heads_q = 6, c->a.heads_kv = 4))                                                                             \
  X(attn_head_dim_zero, E_ATTN, I, "args->head_dim", c->a.head_dim = 0)                                                \
  X(attn_head_dim_odd, E_ATTN, I, "args->head_dim", c->a.head_dim = 60)                                                 \
  X(attn_head_dim_not_carried, E_ATTN, U, "head_dim", c->a.head_dim = 88)                                              \
  X(attn_scale_nan, E_ATTN, I, "args->softmax_scale", c->a.softmax_scale = NAN)                                        \
  X(attn_scale_negative, E_ATTN, I, "args->softmax_scale", c->a.softmax_scale = -1)                                    \
  X(attn_scale_inf, E_ATTN, I, "args->softmax_scale", c->a.softmax_scale = INFINITY)                                   \
  X(attn_one_cu_seqlens, E_ATTN, I, "args->cu_seqlens_q",                                                              \
    c->a.cu_seqlens_q = c->cuq)                                                                                        \
  X(attn_packed_lse_no_total, E_ATTN, I, "args->total_q", (t_packed(&c->a, c), c->a.total_q = 0))                      \
  X(attn_q_null, E_ATTN, I, "args->q", c->a.q = NULL)                                                                  \
  X(attn_window_flag, E_ATTN, I, "args->use_window", c->a.use_window = 2)                                             \
  X(attn_window_left, E_ATTN, I, "args->window_left", (c->a.use_window = 1, c->a.window_left = -2))                    \
  X(attn_window_right, E_ATTN, I, "window_right", (c->a.use_window = 1, c->a.window_right = -7))                       \
  X(attn_softcap_negative, E_ATTN, I, "args->softcap", c->a.softcap = -1.f)                                            \
  X(attn_softcap_nan, E_ATTN, I, "args->softcap", c->a.softcap = NAN)                                                  \
  X(attn_sinks_misaligned, E_ATTN, I, "args->sinks", c->a.sinks = (const float *)(c->A + 2))                          \
  X(attn_page_size, E_ATTN, I, "args->page_size", (t_cache(c), c->a.page_size = 24))                                   \
  X(attn_page_size_big, E_ATTN, I, "args->page_size", (t_cache(c), c->a.page_size = 1 << 17))                          \
  X(attn_block_table_short, E_ATTN, I, "args->block_table", (t_cache(c), c->a.max_pages = 3))                          \
  X(attn_num_pages_zero, E_ATTN, I, "args->num_pages", (t_cache(c), c->a.num_pages = 0))                               \
  X(attn_block_table_no_lens, E_ATTN, I, "args->seqlens_k", (t_cache(c), c->a.seqlens_k = NULL))                      \
  X(attn_pages_no_table, E_ATTN, I, "args->block_table", c->a.page_size = 16)                                          \
  X(attn_cu_k_with_cache, E_ATTN, I, "args->cu_seqlens_k", (t_packed(&c->a, c), c->a.seqlens_k = c->lens))             \
  X(attn_cu_q_without_k, E_ATTN, I, "args->cu_seqlens_q", (t_packed(&c->a, c), c->a.cu_seqlens_k = NULL))              \
  X(attn_seqlens_misaligned, E_ATTN, I, "args->seqlens_k",                                                             \
    (t_cache(c), c->a.seqlens_k = (const int32_t *)((const char *)c->lens + 2)))                                       \
  X(attn_block_table_misaligned, E_ATTN, I, "args->block_table",                                                       \
    (t_cache(c), c->a.block_table = (const int32_t *)((const char *)c->bt + 1)))                                       \
  X(attn_seqlens_past_max, E_ATTN, I, "args->seqlens_k[1]", (t_cache(c), c->lens[1] = 65))                            \
  X(attn_page_past_cache, E_ATTN, I, "args->block_table[1][1]", (t_cache(c), c->bt[5] = 8))                           \
  X(tiles_page_size, E_TILES, I, "args->page_size", (t_cache(c), c->a.page_size = 3))                                  \
  X(bs_cache, E_BS, U, "args->attn.seqlens_k", (c->bs.attn.seqlens_k = c->lens))                                       \
  X(ks_block_table, E_KS, U, "args->attn.seqlens_k",                                                                  \
    (c->ks.attn.seqlens_k = c->lens, c->ks.attn.block_table = c->bt, c->ks.attn.page_size = 16,                        \
     c->ks.attn.max_pages = 4, c->ks.attn.num_pages = 8))                                                              \
  X(tiles_softcap_inf, E_TILES, I, "args->softcap", c->a.softcap = INFINITY)                                           \
  X(attn_k_null, E_ATTN, I, "args->k", c->a.k = NULL)                                                                  \
  X(attn_v_null, E_ATTN, I, "args->v", c->a.v = NULL)                                                                  \
  X(attn_o_null, E_ATTN, I, "args->o", c->a.o = NULL)                                                                  \
  X(attn_q_misaligned, E_ATTN, I, "args->q", c->a.q = c->A + 2)                                                        \
  X(attn_k_misaligned, E_ATTN, I, "args->k", c->a.k = c->A + 8)                                                        \
  X(attn_o_misaligned, E_ATTN, I, "args->o", c->a.o = c->A + 4)                                                        \
  X(attn_stride_misaligned, E_ATTN, I, "args->k_strides",                                                              \
    (c->a.k_strides.batch = 16384, c->a.k_strides.seq = 260, c->a.k_strides.head = 128))                               \
  X(attn_lse_misaligned, E_ATTN, I, "args->lse", c->a.lse = (float *)(c->A + 2))                                       \
  X(attn_cu_seqlens_misaligned, E_ATTN, I, "args->cu_seqlens_k",                                                       \
    (t_packed(&c->a, c), c->a.cu_seqlens_k = (const int32_t *)((const char *)c->cuk + 1)))                             \
  X(attn_heads_too_many, E_ATTN, U, "heads_q",                                                                         \
    (c->a.heads_q = 70000, c->a.heads_kv = 70000))                                                                     \
  X(attn_too_large, E_ATTN, I, "seqlen_k", c->a.seqlen_k = 2000000000)                                              \
  X(attn_too_many_elements, E_ATTN, I, "seqlen_q",                                                                    \
    (c->a.batch = 60000, c->a.seqlen_q = 1 << 30))                                                                     \
  X(attn_blasst_lambda_nan, E_ATTN, I, "blasst.lambda", (c->a.method = SA_METHOD_BLASST, c->a.blasst.lambda = NAN))       \
  X(attn_blasst_lambda_negative, E_ATTN, I, "blasst.lambda",                                                           \
    (c->a.method = SA_METHOD_BLASST, c->a.blasst.lambda = -0.5f))                                                      \
  X(attn_blasst_factor_inf, E_ATTN, I, "blasst.scale_factor",                                                          \
    (c->a.method = SA_METHOD_BLASST, c->a.blasst.scale_factor = INFINITY))                                             \
  X(attn_blasst_counters_misaligned, E_ATTN, I, "blasst.counters",                                                     \
    (c->a.method = SA_METHOD_BLASST, c->a.blasst.counters = (unsigned long long *)(c->A + 4)))                         \
  X(attn_stream_other, E_ATTN, I, "stream", c->stream = &c->other)                                                     \
  X(attn_cu_q_decreasing, E_ATTN, I, "args->cu_seqlens_q",                                                             \
    (t_packed(&c->a, c), c->cuq[2] = 20))                                                                              \
  X(attn_cu_k_too_long, E_ATTN, I, "args->cu_seqlens_k", (t_packed(&c->a, c), c->cuk[2] = 105, c->a.total_k = 0))      \
  X(attn_cu_q_start_negative, E_ATTN, I, "args->cu_seqlens_q[0]", (t_packed(&c->a, c), c->cuq[0] = -3))                \
  X(attn_cu_q_past_total, E_ATTN, I, "args->cu_seqlens_q[batch]",                                                      \
    (t_packed(&c->a, c), c->a.total_q = 90))                                                                           \
  X(attn_cu_k_past_total, E_ATTN, I, "args->cu_seqlens_k[batch]",                                                      \
    (t_packed(&c->a, c), c->a.total_k = 99))                                                                           \
  X(tiles_out_null, E_TILES, I, "out", c->null_out = 1)                                                                \
  X(tiles_gqa_ratio, E_TILES, I, "args->heads_q", c->a.heads_kv = 3)                                                   \
  X(tiles_head_dim_not_carried, E_TILES, U, "head_dim", c->a.head_dim = 200)                                           \
  X(dec_args_null, E_DECODE, I, "args", c->null_args = 1)                                                              \
  X(dec_dtype, E_DECODE, I, "args->dtype", c->d.dtype = (sa_dtype)3)                                                   \
  X(dec_method, E_DECODE, I, "args->method", c->d.method = (sa_method)9)                                               \
  X(dec_batch_negative, E_DECODE, I, "args->batch", c->d.batch = -2)                                                   \
  X(dec_q_len_zero, E_DECODE, I, "args->q_len", c->d.q_len = 0)                                                        \
  X(dec_window_left, E_DECODE, I, "args->window_left", (c->d.use_window = 1, c->d.window_left = -3))                  \
  X(dec_softcap_negative, E_DECODE, I, "args->softcap", c->d.softcap = -0.5f)                                          \
  X(dec_sinks_misaligned, E_DECODE, I, "args->sinks", c->d.sinks = (const float *)(c->A + 1))                         \
  X(dec_anchor_window, E_DECODE, U, "args->use_window", (t_kascade_decode(c), c->d.kascade.anchor = 1, c->d.use_window = 1)) \
  X(dec_anchor_sinks, E_DECODE, U, "args->sinks", (t_kascade_decode(c), c->d.kascade.anchor = 2, c->d.sinks = (const float *)c->A)) \
  X(dplan_softcap_nan, E_DPLAN, I, "args->softcap", c->d.softcap = NAN)                                                \
  X(dec_kascade_q_len_17, E_DECODE, U, "args->q_len", (t_kascade_decode(c), c->d.q_len = 17))                        \
  X(dec_heads_zero, E_DECODE, I, "args->heads_q", c->d.heads_q = 0)                                                       \
  X(dec_gqa_ratio, E_DECODE, I, "args->heads_q", c->d.heads_kv = 3)                                                       \
  X(dec_head_dim_odd, E_DECODE, I, "args->head_dim", c->d.head_dim = 100)                                              \
  X(dec_head_dim_not_carried, E_DECODE, U, "head_dim", c->d.head_dim = 88)                                             \
  X(dec_max_seqlen_negative, E_DECODE, I, "args->max_seqlen_k", c->d.max_seqlen_k = -1)                                \
  X(dec_too_large, E_DECODE, I, "max_seqlen_k", c->d.max_seqlen_k = 1 << 30 | 1)                                      \
  X(dec_scale_nan, E_DECODE, I, "args->softmax_scale", c->d.softmax_scale = NAN)                                       \
  X(dec_splits_negative, E_DECODE, I, "args->num_splits", c->d.num_splits = -1)                                        \
  X(dec_q_null, E_DECODE, I, "args->q", c->d.q = NULL)                                                                 \
  X(dec_v_null, E_DECODE, I, "args->v", c->d.v = NULL)                                                                 \
  X(dec_seqlens_null, E_DECODE, I, "args->seqlens_k", c->d.seqlens_k = NULL)                                           \
  X(dec_o_null, E_DECODE, I, "args->o", c->d.o = NULL)                                                                 \
  X(dec_capacity_small, E_DECODE, I, "args->capacity", c->d.capacity = 32)                                             \
  X(dec_page_size, E_DECODE, I, "args->page_size", (t_paged(c), c->d.page_size = 48))                                  \
  X(dec_page_size_zero, E_DECODE, I, "args->page_size", (t_paged(c), c->d.page_size = 0))                              \
  X(dec_routed_page_past_cache, E_DECODE, I, "args->block_table[1][1]", (t_paged(c), c->d.q_len = 40, c->bt[5] = 9))  \
  X(dec_max_pages, E_DECODE, I, "args->max_pages",                                                                     \
    (t_paged(c), c->d.max_pages = 3))                                                                                  \
  X(dec_num_pages, E_DECODE, I, "args->num_pages", (t_paged(c), c->d.num_pages = 0))                                   \
  X(dec_k_misaligned, E_DECODE, I, "args->k", c->d.k = c->A + 6)                                                       \
  X(dec_v_stride, E_DECODE, I, "args->v_strides",                                                                      \
    (c->d.v_strides.batch = 8192, c->d.v_strides.seq = 260, c->d.v_strides.head = 128))                                \
  X(dec_lse_misaligned, E_DECODE, I, "args->lse", c->d.lse = (float *)(c->A + 1))                                      \
  X(dec_seqlens_misaligned, E_DECODE, I, "args->seqlens_k",                                                            \
    c->d.seqlens_k = (const int32_t *)((const char *)c->lens + 2))                                                     \
  X(dec_block_table_misaligned, E_DECODE, I, "args->block_table",                                                      \
    (t_paged(c), c->d.block_table = (const int32_t *)((const char *)c->bt + 2)))                                       \
  X(dec_blasst_lambda_inf, E_DECODE, I, "blasst.lambda", (c->d.method = SA_METHOD_BLASST, c->d.blasst.lambda = INFINITY))       \
  X(dec_kascade_max_k, E_DECODE, I, "args->kascade.max_k", (t_kascade_decode(c), c->d.kascade.max_k = -1))             \
  X(dec_kascade_indices_null, E_DECODE, I, "kascade.indices",                                                           \
    (t_kascade_decode(c), c->d.kascade.indices = NULL))                                                                \
  X(dec_kascade_counts_misaligned, E_DECODE, I, "args->kascade.counts",                                                \
    (t_kascade_decode(c), c->d.kascade.counts = (int32_t *)((char *)c->cnt + 1)))                                      \
  X(dec_anchor_rows, E_DECODE, U, "q_len",                                                                             \
    (t_kascade_decode(c), c->d.kascade.anchor = 1, c->d.q_len = 9))                                                    \
  X(dec_anchor_fraction, E_DECODE, I, "kascade.topk_fraction",                                                         \
    (t_kascade_decode(c), c->d.kascade.anchor = 1, c->d.kascade.topk_fraction = 2))                                    \
  X(dec_anchor_k_min, E_DECODE, I, "kascade.k_min",                                                                    \
    (t_kascade_decode(c), c->d.kascade.anchor = 1, c->d.kascade.k_min = -1))                                           \
  X(dec_anchor_max_k, E_DECODE, I, "max_k",                                                                            \
    (t_kascade_decode(c), c->d.kascade.anchor = 1, c->d.kascade.max_k = 0))                                            \
  X(dec_anchor_workspace, E_DECODE, I, "args->workspace", (t_kascade_decode(c), c->d.kascade.anchor = 1))              \
  X(dec_splits_no_workspace, E_DECODE, I, "args->workspace", c->d.num_splits = 4)                                      \
  X(dec_splits_small_workspace, E_DECODE, I, "args->workspace",                                                        \
    (c->d.num_splits = 4, c->d.workspace = c->A, c->d.workspace_bytes = 100))                                          \
  X(dec_workspace_misaligned, E_DECODE, I, "args->workspace",                                                          \
    (c->d.num_splits = 4, c->d.workspace = c->A + 4, c->d.workspace_bytes = 1 << 19))                                  \
  X(dec_batch_too_many, E_DECODE, U, "batch",                                                                          \
    (c->d.batch = 70000, c->d.seqlens_k = c->lens))                                                                    \
  X(dec_stream_other, E_DECODE, I, "stream", c->stream = &c->other)                                                    \
  X(dec_seqlens_past_max, E_DECODE, I, "args->seqlens_k[1]",                                                           \
    c->lens[1] = 65)                                                                                                   \
  X(dec_seqlens_negative, E_DECODE, I, "args->seqlens_k[0]", c->lens[0] = -1)                                          \
  X(dec_page_past_cache, E_DECODE, I, "args->block_table[1][1]",                                                        \
    (t_paged(c), c->bt[5] = 8))                                                                                        \
  X(dec_page_negative, E_DECODE, I, "args->block_table[0][0]", (t_paged(c), c->bt[0] = -1))                            \
  X(dec_kv_format, E_DECODE, I, "args->kv.format", c->d.kv.format = (sa_kv_format)7)                                    \
  X(dec_kv_scale_native, E_DECODE, I, "args->kv.k_scale", c->d.kv.k_scale = c->kvs)                                    \
  X(dec_kv_scale_stride, E_DECODE, I, "scale_head_stride", (t_fp8(c), c->d.kv.scale_head_stride = -1))                 \
  X(dec_kv_q_len_17, E_DECODE, U, "args->q_len", (t_fp8(c), c->d.q_len = 17))                                          \
  X(dec_kv_head_dim, E_DECODE, U, "args->head_dim", (t_fp8(c), c->d.head_dim = 80))                                    \
  X(dec_kv_k_stride, E_DECODE, I, "args->k_strides", (t_fp8(c), c->d.k_strides.seq = 8))                              \
  X(dec_kv_scale_misaligned, E_DECODE, I, "args->kv.k_scale", (t_fp8(c), c->d.kv.k_scale = (const float *)(c->A + 1)))  \
  X(dec_kv_scale_nan, E_DECODE, I, "args->kv.k_scale[1]", (t_fp8(c), c->kvs[1] = NAN))                                \
  X(dec_kv_scale_zero, E_DECODE, I, "args->kv.v_scale[0]", (t_fp8(c), c->kvs[2] = 0.f))                               \
  X(dec_kv_scale_inf, E_DECODE, I, "args->kv.v_scale[1]", (t_fp8(c), c->kvs[3] = INFINITY))                           \
  X(dec_kascade_short, E_DECODE, I, "args->seqlens_k[0]",                                                              \
    (t_kascade_decode(c), c->d.q_len = 2, c->lens[0] = 1))                                                             \
  X(dec_kascade_head_map, E_DECODE, I, "args->kascade.head_map[1]",                                                    \
    (t_kascade_decode(c), c->map[1] = 2, c->d.kascade.head_map = c->map))                                             \
  X(dplan_out_null, E_DPLAN, I, "out", c->null_out = 1)                                                                \
  X(dplan_q_len, E_DPLAN, U, "args->q_len", (t_kascade_decode(c), c->d.q_len = 20))                                   \
  X(dplan_routed_page_size, E_DPLAN, I, "args->page_size", (t_paged(c), c->d.q_len = 20, c->d.page_size = 12))         \
  X(bs_args_null, E_BS, I, "args", c->null_args = 1)                                                                   \
  X(bs_method, E_BS, I, "attn.method", c->bs.attn.method = SA_METHOD_BLASST)                                                    \
  X(bs_key_block, E_BS, I, "key_block", c->bs.key_block = 48)                                                          \
  X(bs_key_block_small, E_BS, I, "key_block", c->bs.key_block = 8)                                                     \
  X(bs_query_block_negative, E_BS, I, "query_block", c->bs.query_block = -128)                                         \
  X(bs_query_block_not_carried, E_BS, U, "args->query_block",                                                          \
    (c->bs.query_block = 64, c->bs.query_blocks = 2))                                                                  \
  X(bs_max_blocks_negative, E_BS, I, "max_blocks", c->bs.max_blocks = -1)                                              \
  X(bs_max_blocks_too_many, E_BS, U, "max_blocks", c->bs.max_blocks = 5000)                                            \
  X(bs_query_blocks, E_BS, I, "query_blocks", c->bs.query_blocks = 0)                                                      \
  X(bs_sinks_negative, E_BS, I, "sink_tokens", c->bs.sink_tokens = -1)                                                 \
  X(bs_window_negative, E_BS, I, "window_tokens", c->bs.window_tokens = -7)                                            \
  X(bs_gamma, E_BS, I, "gamma",                                                                                        \
    (c->bs.delta_o = c->A, c->bs.gamma = 5))                                                                           \
  X(bs_delta_not_causal, E_BS, U, "delta_o",                                                                           \
    (c->bs.delta_o = c->A, c->bs.gamma = 16, c->bs.attn.causal = 0))                                                   \
  X(bs_delta_misaligned, E_BS, I, "args->delta_o", (c->bs.delta_o = c->A + 2, c->bs.gamma = 16))                        \
  X(bs_index_null, E_BS, I, "block_index", c->bs.block_index = NULL)                                                   \
  X(bs_count_null, E_BS, I, "block_count", c->bs.block_count = NULL)                                                   \
  X(bs_index_misaligned, E_BS, I, "args->block_index",                                                                 \
    c->bs.block_index = (const int32_t *)((const char *)c->bi + 1))                                                    \
  X(bs_gqa_ratio, E_BS, I, "args->heads_q", c->bs.attn.heads_kv = 3)                                                   \
  X(bs_stream_other, E_BS, I, "stream",                                                                                \
    c->stream = &c->other)                                                                                             \
  X(bs_cu_q_decreasing, E_BS, I, "args->attn.cu_seqlens_q",                                                            \
    (t_packed(&c->bs.attn, c), c->cuq[2] = 0))                                                 \
  X(mass_ws_small, E_MASS, I, "workspace", c->mass_bytes = 100)                                                        \
  X(mass_ws_null, E_MASS, I, "workspace", c->mass_ws = NULL)                                                           \
  X(mass_null, E_MASS, I, "mass", c->mass = NULL)                                                                      \
  X(mass_lse_full_misaligned, E_MASS, I, "lse_full",                                                                   \
    c->lse_full = (float *)(c->A + 2))                                                                                 \
  X(mass_ws_packed_total, E_MASS_WS, I, "args->attn.total_q",                                                          \
    (t_packed(&c->bs.attn, c), c->bs.attn.total_q = 0, c->bs.attn.lse = NULL))                                         \
  X(mass_ws_out_null, E_MASS_WS, I, "bytes", c->null_out = 1)                                                          \
  X(momo_ws_out_null, E_MOMO_WS, I, "bytes", c->null_out = 1)                                                          \
  X(momo_ws_args_null, E_MOMO_WS, I, "args", c->null_args = 1)                                                         \
  X(momo_bufs_out_null, E_MOMO_BUFS, I, "out", c->null_out = 1)                                                        \
  X(momo_bufs_ws_small, E_MOMO_BUFS, I, "args->workspace",                                                            \
    c->m.workspace_bytes = 64)                                                                                         \
  X(momo_not_causal, E_MOMO, I, "attn.causal", c->m.attn.causal = 0)                                                   \
  X(momo_blasst, E_MOMO, I, "attn.method", c->m.attn.method = SA_METHOD_BLASST)                                        \
  X(momo_topk, E_MOMO, I, "params.topk", c->m.params.topk = (sa_topk_variant)9)                                        \
  X(momo_gamma, E_MOMO, I, "params.gamma", c->m.params.gamma = -1)                                                     \
  X(momo_key_block, E_MOMO, I, "params.key_block", c->m.params.key_block = 96)                                         \
  X(momo_query_block, E_MOMO, I, "params.query_block",                                                                 \
    c->m.params.query_block = 100)                                                                                     \
  X(momo_k, E_MOMO, I, "params.k", c->m.params.k = -4)                                                                            \
  X(momo_k_exact, E_MOMO, I, "params.k_exact",                                                                         \
    (c->m.params.topk = SA_TOPK_ESTIMATED, c->m.params.k = 8, c->m.params.k_exact = 9))                                \
  X(momo_k_trim, E_MOMO, I, "params.k_trim", c->m.params.k_trim = -2)                                                             \
  X(momo_sinks, E_MOMO, I, "params.sink_tokens", c->m.params.sink_tokens = -3)                                         \
  X(momo_window, E_MOMO, I, "window_tokens", c->m.params.window_tokens = -2)                                           \
  X(momo_ws_small, E_MOMO, I, "args->workspace", c->m.workspace_bytes = 4096)                                          \
  X(momo_ws_null, E_MOMO, I, "args->workspace", c->m.workspace = NULL)                                                 \
  X(momo_ws_misaligned, E_MOMO, I, "args->workspace", c->m.workspace = c->A + 8)                                       \
  X(momo_gqa_ratio, E_MOMO, I, "args->heads_q", c->m.attn.heads_kv = 3)                                                \
  X(momo_stream_other, E_MOMO, I, "stream", c->stream = &c->other)                                                     \
  X(momo_key_block_long, E_MOMO, U, "params.key_block", c->m.params.key_block = 8192)                                   \
  X(qsa_exact_slots, E_QSA, U, "top-k slots", c->m.params.k = 1000)                                                    \
  X(qsa_key_block_d256, E_QSA, U, "params.key_block", (c->m.attn.head_dim = 256, c->m.params.key_block = 16))           \
  X(momo_head_dim_not_carried, E_MOMO, U, "head_dim 88 is not carried", c->m.attn.head_dim = 88)                       \
  X(qsa_bufs_null, E_QSA, I, "bufs", c->null_out = 1)                                                                  \
  X(qsa_tree_null, E_QSA, I, "bufs->tree", c->m.params.topk = SA_TOPK_TREE)                                            \
  X(qsa_lse_misaligned, E_QSA, I, "bufs->lse_gamma", c->mb.lse_gamma = (float *)(c->A + 2))                            \
  X(qsa_o_gamma_misaligned, E_QSA, I, "args->o", c->mb.o_gamma = c->A + 2)                                             \
  X(trim_bufs_null, E_TRIM, I, "bufs",                                                                                 \
    c->mb.block_count = NULL)                                                                                          \
  X(trim_index_misaligned, E_TRIM, I, "bufs->block_index",                                                             \
    c->mb.block_index = (int32_t *)(c->A + 1))                                                                         \
  X(trim_stream_other, E_TRIM, I, "stream", c->stream = &c->other)                                                     \
  X(ks_args_null, E_KS, I, "args", c->null_args = 1)                                                                   \
  X(ks_not_causal, E_KS, I, "args->attn.causal", c->ks.attn.causal = 0)                                                \
  X(ks_window, E_KS, U, "args->attn.use_window", c->ks.attn.use_window = 1)                                           \
  X(bs_softcap, E_BS, U, "args->attn.softcap", c->bs.attn.softcap = 30.f)                                              \
  X(momo_sink_logits, E_MOMO, U, "args->attn.sinks", c->m.attn.sinks = (const float *)c->A)                                  \
  X(mass_window, E_MASS, U, "args->attn.use_window", c->bs.attn.use_window = 1)                                        \
  X(ks_tile_negative, E_KS, I, "args->tile", c->ks.tile = -1)                                                          \
  X(ks_tile_not_carried, E_KS, U, "args->tile", c->ks.tile = 256)                                                              \
  X(ks_max_k, E_KS, I, "args->max_k", c->ks.max_k = -1)                                                                \
  X(ks_tiles, E_KS, I, "args->tiles", c->ks.tiles = 0)                                                                 \
  X(ks_indices_null, E_KS, I, "args->indices", c->ks.indices = NULL)                                                   \
  X(ks_indices_misaligned, E_KS, I, "args->indices", c->ks.indices = (int32_t *)(c->A + 2))                            \
  X(ks_head_map_misaligned, E_KS, I, "args->head_map",                                                                 \
    c->ks.head_map = (const int32_t *)((const char *)c->map + 2))                                                      \
  X(ks_q_misaligned, E_KS, I, "args->q", c->ks.attn.q = c->A + 2)                                                      \
  X(ks_stream_other, E_KS, I, "stream",                                                                                \
    c->stream = &c->other)                                                                                             \
  X(ks_head_map_range, E_KS, I, "args->head_map[0]",                                                                   \
    (c->map[0] = 3, c->ks.head_map = c->map))                                                                          \
  X(kp_args_null, E_KP, I, "args", c->null_args = 1)                                                                   \
  X(kp_role, E_KP, I, "args->role", c->kp.role = (sa_kascade_role)7)                                                   \
  X(kp_anchor_softcap, E_KP, U, "attn.softcap", c->kp.sparse.attn.softcap = 50.f)                      \
  X(kp_ws_small, E_KP, I, "args->workspace", c->kp.workspace_bytes = 64)                                               \
  X(kp_ws_misaligned, E_KP, I, "args->workspace", c->kp.workspace = c->A + 4)                                          \
  X(kp_packed, E_KP, U, "cu_seqlens_k", t_packed(&c->kp.sparse.attn, c))                                               \
  X(kp_packed_seqlen, E_KP, U, "seqlen_k",                                                                             \
    (t_packed(&c->kp.sparse.attn, c), c->kp.sparse.attn.cu_seqlens_k = c->cuq, c->kp.sparse.attn.seqlen_k = 63))       \
  X(kp_packed_total_q, E_KP, I, "total_q",                                                                             \
    (t_packed(&c->kp.sparse.attn, c), c->kp.sparse.attn.cu_seqlens_k = c->cuq, c->kp.sparse.attn.total_q = 0))         \
  X(kp_fraction_nan, E_KP, I, "topk_fraction", c->kp.topk_fraction = NAN)                                              \
  X(kp_k_min, E_KP, I, "k_min", c->kp.k_min = -5)                                                                      \
  X(kp_max_k_zero, E_KP, I, "max_k", c->kp.sparse.max_k = 0)                                                           \
  X(kp_not_causal, E_KP, I, "args->attn.causal", c->kp.sparse.attn.causal = 0)                                         \
  X(kp_ws_args_null, E_KP_WS, I, "args", c->null_args = 1)                                                             \
  X(topk_rows, E_TOPK, I, "rows", c->tk_rows = -1)                                                                     \
  X(topk_max_k, E_TOPK, I, "max_k", c->tk_max_k = -1)                                                                  \
  X(topk_length, E_TOPK, I, "length", (c->tk_lengths = NULL, c->tk_length = -3))                                       \
  X(topk_fraction, E_TOPK, I, "fraction", c->tk_fraction = 1.5f)                                                       \
  X(topk_fraction_nan, E_TOPK, I, "fraction", c->tk_fraction = NAN)                                                    \
  X(topk_scores_null, E_TOPK, I, "scores", c->tk_scores = NULL)                                                        \
  X(topk_counts_null, E_TOPK, I, "counts", c->tk_counts = NULL)                                                        \
  X(topk_stride, E_TOPK, I, "row_stride", (c->tk_lengths = NULL, c->tk_length = 64, c->tk_stride = 32))                              \
  X(topk_indices_misaligned, E_TOPK, I, "indices", c->tk_indices = (int32_t *)(c->A + 2))                              \
  X(topk_stream_other, E_TOPK, I, "stream", c->stream = &c->other)                                                     \
  X(topk_length_negative, E_TOPK, I, "lengths[1]", c->tk_lens[1] = -1)                                                 \
  X(topk_length_past_stride, E_TOPK, I, "lengths[0]", c->tk_lens[0] = 65)                                              \
  X(info_out_null, E_INFO, I, "out", c->null_out = 1)                                                                  \
  X(kinfo_index, E_KINFO, I, "index", c->kinfo_index = -1)                                                             \
  X(kinfo_out_null, E_KINFO, I, "out", c->null_out = 1)                                                                \
  X(alloc_ptr_null, E_ALLOC, I, "ptr", c->null_out = 1)                                                                \
  X(stream_create_null, E_STREAM_NEW, I, "stream", c->null_out = 1)                                                    \
  X(event_ms_null, E_EVENT_MS, I, "ms", c->null_out = 1)                                                              \
  X(merge_args_null, E_MERGE, I, "args", c->null_args = 1)                                                             \
  X(merge_dtype, E_MERGE, I, "args->dtype", c->mg.dtype = (sa_dtype)3)                                                 \
  X(merge_parts_zero, E_MERGE, I, "args->parts", c->mg.parts = 0)                                                      \
  X(merge_parts_17, E_MERGE, I, "args->parts", c->mg.parts = SA_MERGE_MAX_PARTS + 1)                                   \
  X(merge_heads_zero, E_MERGE, I, "heads", c->mg.heads = 0)                                                            \
  X(merge_head_dim, E_MERGE, I, "args->head_dim", c->mg.head_dim = 100)                                                \
  X(merge_part_null, E_MERGE, I, "args->o_parts[2]", c->mg.o_parts[2] = NULL)                                          \
  X(merge_lse_null, E_MERGE, I, "args->lse_parts[1]", c->mg.lse_parts[1] = NULL)                                       \
  X(merge_part_misaligned, E_MERGE, I, "args->o_parts[1]", c->mg.o_parts[1] = c->A + 8)                                \
  X(merge_part_strides, E_MERGE, I, "args->o_parts[0]_strides", c->mg.part_strides.seq = 12)                          \
  X(merge_lse_misaligned, E_MERGE, I, "args->lse_parts[0]", c->mg.lse_parts[0] = (const float *)(c->A + 2))           \
  X(merge_o_null, E_MERGE, I, "args->o", c->mg.o = NULL)                                                               \
  X(merge_out_lse_misaligned, E_MERGE, I, "args->lse", c->mg.lse = (float *)(c->A + 1))

#define X(id, entry, want, arg, edit) T_REF_##id,
enum { T_REFUSALS(X) T_N_REFUSALS };
#undef X
typedef struct t_refusal { const char *id; int entry; sa_status want; const char *arg; } t_refusal;
#define X(id, entry, want, arg, edit) {#id, entry, want, arg},
static const t_refusal t_refusals[] = {T_REFUSALS(X)};
#undef X
static void t_refusal_edit(int i, t_call *c) {
  switch (i) {
#define X(id, entry, want, arg, edit) \
  case T_REF_##id: edit; break;
    T_REFUSALS(X)
#undef X
  }
}
#undef I
#undef U

/* The message a call left: the context's, or this thread's for the calls that take none. */
static const char *t_msg(int e, sa_context *ctx) { return t_entry_ctxless(e) ? sa_last_error(NULL) : sa_last_error(ctx); }
static void t_msg_clear(sa_context *ctx) {
  char *tls = sa__tls_error();
  if (tls) tls[0] = 0;
  if (ctx) ctx->err[0] = 0;
}

static unsigned char *t_aligned_mib(void) {
  void *p = NULL;
  return posix_memalign(&p, 256, 1 << 20) == 0 ? (unsigned char *)p : NULL;
}

/* Every valid baseline call is accepted by the checks: it fails only where it needs the driver (or succeeds when it
   needs none). Without this the refusals below could pass for the wrong reason. */
TEST(refusal_baseline) {
  sa_context *ctx;
  t_call c;
  unsigned char *A = t_aligned_mib();
  int e, variant;
  CHECK(A, "alloc");
  CHECK(sa__context_nodevice(1, &ctx) == SA_OK, "%s", sa_last_error(NULL));
  for (variant = 0; variant < 6; ++variant)
    for (e = 0; e < E_N_ENTRIES; ++e) {
      sa_status st;
      const char *m;
      t_call_init(&c, ctx, A);
      /* the packed layout, the paged cache, Kascade decode with a head map, an anchor decode with its workspace, an FP8
         paged cache with per-head scales, a Kascade prefill anchor over a packed batch of self-attention (one
         cu_seqlens array) */
      if (variant == 1) { t_packed(&c.a, &c); t_packed(&c.bs.attn, &c); t_packed(&c.m.attn, &c); t_packed(&c.ks.attn, &c); }
      if (variant == 1) { c.kp.role = SA_KASCADE_REUSE; c.kp.sparse = c.ks; }
      if (variant == 2) { t_paged(&c); c.d.num_splits = 0; }
      if (variant == 2) { c.d.workspace = A + (512 << 10); c.d.workspace_bytes = 256 << 10; }
      if (variant == 3) { t_kascade_decode(&c); c.d.kascade.head_map = c.map; c.ks.head_map = c.map; c.kp.role = SA_KASCADE_DENSE; }
      if (variant == 4) { t_paged(&c); t_fp8(&c); }
      if (variant == 5) { t_packed(&c.kp.sparse.attn, &c); c.kp.sparse.attn.cu_seqlens_k = c.cuq; }
      if (variant == 3 && e == E_DECODE) {
        sa_decode_plan pl;
        c.d.kascade.anchor = 1;
        CHECK(sa_decode_plan_get(ctx, &c.d, &pl) == SA_OK, "anchor plan: %s", sa_last_error(ctx));
        c.d.workspace = A + (512 << 10); c.d.workspace_bytes = pl.workspace_bytes;
        CHECK(pl.workspace_bytes <= (512 << 10), "anchor workspace %zu", pl.workspace_bytes);
      }
      t_msg_clear(ctx);
      st = t_invoke(e, &c, ctx);
      m = t_msg(e, ctx);
      if (t_entry_needs_device(e))
        CHECK(st == SA_ERROR_CUDA && strstr(m, "has no GPU"), "variant %d: a valid %s call was refused (%s): %s", variant,
              t_entry_names[e], sa_status_string(st), m);
      else
        CHECK(st == SA_OK, "variant %d: a valid %s call was refused (%s): %s", variant, t_entry_names[e],
              sa_status_string(st), m);
    }
  sa_context_destroy(ctx);
  free(A);
}

/* One case per refusal: the status and a message that names the argument. */
TEST(refusals) {
  sa_context *ctx;
  t_call c;
  unsigned char *A = t_aligned_mib();
  int i, per_entry[E_N_ENTRIES] = {0};
  CHECK(A, "alloc");
  CHECK(sa__context_nodevice(1, &ctx) == SA_OK, "%s", sa_last_error(NULL));
  for (i = 0; i < T_N_REFUSALS; ++i) {
    const t_refusal *r = &t_refusals[i];
    sa_status st;
    const char *m;
    t_call_init(&c, ctx, A);
    t_refusal_edit(i, &c);
    t_msg_clear(ctx);
    st = t_invoke(r->entry, &c, ctx);
    m = t_msg(r->entry, ctx);
    CHECK(st == r->want && t_names(m, r->arg), "%s (%s): status %s, message '%s'; want %s naming '%s'", r->id,
          t_entry_names[r->entry], sa_status_string(st), m, sa_status_string(r->want), r->arg);
    per_entry[r->entry]++;
  }
  for (i = 0; i < E_N_ENTRIES; ++i) CHECK(per_entry[i] > 0, "no refusal case for %s", t_entry_names[i]);
  sa_context_destroy(ctx);
  free(A);
  snprintf(t_cur->msg, sizeof t_cur->msg, "%d refusal cases over %d entry points", T_N_REFUSALS, E_N_ENTRIES);
}

/* Without validation mode a call never reads device memory: the same broken device arrays are not looked at (the
   call goes on to the driver). Calls stay free of hidden synchronization. */
TEST(refusal_validation_off) {
  sa_context *ctx;
  t_call c;
  unsigned char *A = t_aligned_mib();
  static const int cases[] = {T_REF_attn_cu_q_decreasing, T_REF_attn_cu_k_past_total, T_REF_dec_seqlens_past_max,
                              T_REF_dec_page_past_cache, T_REF_dec_kascade_head_map, T_REF_ks_head_map_range,
                              T_REF_topk_length_negative, T_REF_bs_cu_q_decreasing};
  int i;
  CHECK(A, "alloc");
  /* SPARSEATTN_VALIDATE turns it on for every context; unset or "0" does not */
  {
    const char *keep = getenv("SPARSEATTN_VALIDATE");
    char saved[64];
    int on, off;
    snprintf(saved, sizeof saved, "%s", keep ? keep : "");
    setenv("SPARSEATTN_VALIDATE", "1", 1);
    on = sa__env_validate();
    setenv("SPARSEATTN_VALIDATE", "0", 1);
    off = sa__env_validate();
    if (keep) setenv("SPARSEATTN_VALIDATE", saved, 1);
    else unsetenv("SPARSEATTN_VALIDATE");
    CHECK(on == 1 && off == 0, "SPARSEATTN_VALIDATE: 1 gives %d, 0 gives %d", on, off);
    if (!keep) CHECK(sa__env_validate() == 0, "unset SPARSEATTN_VALIDATE turns validation on");
  }
  CHECK(sa__context_nodevice(0, &ctx) == SA_OK, "%s", sa_last_error(NULL));
  for (i = 0; i < (int)(sizeof cases / sizeof cases[0]); ++i) {
    const t_refusal *r = &t_refusals[cases[i]];
    sa_status st;
    t_call_init(&c, ctx, A);
    t_refusal_edit(cases[i], &c);
    t_msg_clear(ctx);
    st = t_invoke(r->entry, &c, ctx);
    CHECK(st == SA_ERROR_CUDA && strstr(sa_last_error(ctx), "has no GPU"), "%s without validation: %s: %s", r->id,
          sa_status_string(st), sa_last_error(ctx));
  }
  sa_context_destroy(ctx);
  free(A);
}

/* A destroyed context is refused by every entry point, without reading it (AddressSanitizer would report a read of the
   freed context); so is a pointer that never was a context. Destroying twice is harmless. */
TEST(refusal_destroyed_context) {
  sa_context *ctx, *dead;
  t_call c;
  unsigned char *A = t_aligned_mib();
  char not_a_ctx[sizeof(sa_context)];
  int e, k;
  CHECK(A, "alloc");
  CHECK(sa__context_nodevice(1, &ctx) == SA_OK && sa__context_nodevice(1, &dead) == SA_OK, "%s", sa_last_error(NULL));
  t_call_init(&c, ctx, A);
  sa_context_destroy(dead);
  sa_context_destroy(dead);
  memset(not_a_ctx, 0, sizeof not_a_ctx);
  memcpy(not_a_ctx, &ctx->magic, sizeof ctx->magic); /* even with the magic in place */
  for (k = 0; k < 3; ++k)
    for (e = 0; e < E_N_ENTRIES; ++e) {
      sa_context *bad = k == 0 ? dead : k == 1 ? (sa_context *)(void *)not_a_ctx : NULL;
      sa_status st;
      if (t_entry_ctxless(e)) continue;
      t_msg_clear(ctx);
      st = t_invoke(e, &c, bad);
      CHECK(st == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "ctx is NULL or destroyed"),
            "%s with a %s context: %s: %s", t_entry_names[e], k == 0 ? "destroyed" : k == 1 ? "fake" : "NULL",
            sa_status_string(st), sa_last_error(NULL));
    }
  CHECK(strstr(sa_last_error(dead), "not a live context"), "sa_last_error(destroyed): %s", sa_last_error(dead));
  CHECK(sa_last_error(ctx) == ctx->err, "the live context's message");
  sa_context_destroy(ctx);
  free(A);
}

/* ==================================================================================================== */
/* faults: a missing driver or NVRTC, a kernel that does not compile, a cache that cannot be written      */
/* ==================================================================================================== */

/* Run fn in a child process (the libraries are loaded once per process, so a fault is staged in a fresh copy); its
   status and message come back through a pipe. 0 on success. */
typedef sa_status (*t_child_fn)(const char *arg, char *msg, size_t cap);
static int t_in_child(t_child_fn fn, const char *arg, sa_status *st, char *msg, size_t cap) {
  int fds[2], status;
  pid_t pid;
  ssize_t got;
  size_t n = 0;
  fflush(stdout);
  if (pipe(fds) != 0) return -1;
  pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    char m[4096];
    int s;
    close(fds[0]);
    m[0] = 0;
    s = (int)fn(arg, m, sizeof m);
    if (write(fds[1], &s, sizeof s) != (ssize_t)sizeof s || write(fds[1], m, strlen(m) + 1) < 0) _exit(3);
    _exit(0);
  }
  close(fds[1]);
  if (read(fds[0], st, sizeof *st) != (ssize_t)sizeof *st) { close(fds[0]); waitpid(pid, &status, 0); return -1; }
  while (n + 1 < cap && (got = read(fds[0], msg + n, cap - 1 - n)) > 0) n += (size_t)got;
  msg[n] = 0;
  close(fds[0]);
  return waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

static sa_status t_child_driver(const char *path, char *msg, size_t cap) {
  sa_context *ctx = NULL;
  sa_status st;
  sa__cu_ok = 0; /* this process's copy only */
  setenv("SPARSEATTN_LIBCUDA", path, 1);
  st = sa_context_create(NULL, &ctx);
  snprintf(msg, cap, "%s", sa_last_error(NULL));
  if (st == SA_OK) sa_context_destroy(ctx);
  return st;
}
static sa_status t_child_nvrtc(const char *path, char *msg, size_t cap) {
  sa__nv_ok = 0;
  if (path) setenv("SPARSEATTN_NVRTC", path, 1);
  return sa__load_nvrtc(msg, cap);
}

/* A missing driver library: SA_ERROR_NO_DRIVER naming the library tried and what to install. */
TEST(fault_no_driver) {
  sa_status st = SA_OK;
  char msg[4096];
  CHECK(t_in_child(t_child_driver, "/nonexistent/libcuda.so.1", &st, msg, sizeof msg) == 0, "child failed");
  CHECK(st == SA_ERROR_NO_DRIVER && strstr(msg, "/nonexistent/libcuda.so.1") && strstr(msg, "install the NVIDIA driver") &&
            strstr(msg, "SPARSEATTN_LIBCUDA"),
        "%s: %s", sa_status_string(st), msg);
}

/* A missing NVRTC: SA_ERROR_NO_NVRTC naming what was tried and what to install. sa_context_create loads the driver
   first, so without a GPU this stages the NVRTC step (sa__load_nvrtc) on its own. */
TEST(fault_no_nvrtc) {
  sa_status st = SA_OK;
  char msg[4096];
  CHECK(t_in_child(t_child_nvrtc, "/nonexistent/libnvrtc.so.13", &st, msg, sizeof msg) == 0, "child failed");
  CHECK(st == SA_ERROR_NO_NVRTC && strstr(msg, "/nonexistent/libnvrtc.so.13") && strstr(msg, "nvidia-cuda-nvrtc") &&
            strstr(msg, "SPARSEATTN_NVRTC"),
        "%s: %s", sa_status_string(st), msg);
}

/* The file a loaded library was mapped from (Linux), or "" */
static void t_mapped_path(const char *needle, char *out, size_t cap) {
  FILE *f = fopen("/proc/self/maps", "r");
  char line[2048];
  out[0] = 0;
  if (!f) return;
  while (fgets(line, sizeof line, f)) {
    char *p = strchr(line, '/');
    if (p && strstr(p, needle)) {
      p[strcspn(p, "\n")] = 0;
      snprintf(out, cap, "%s", p);
      break;
    }
  }
  fclose(f);
}

/* NVRTC present but its builtins library not beside it: SA_ERROR_NO_NVRTC saying so (a folder with only a link to the
   real libnvrtc). */
TEST(fault_no_nvrtc_builtins) {
  char msg[SA__ERR_CAP], real[1024], dir[256], link[512];
  sa_status st = SA_OK;
  if (sa__load_nvrtc(msg, sizeof msg) != SA_OK) SKIP("no NVRTC: %s", msg);
  t_mapped_path("libnvrtc.", real, sizeof real);
  if (!real[0] || strstr(real, "builtins")) t_mapped_path("libnvrtc", real, sizeof real);
  CHECK(real[0] && !strstr(real, "builtins"), "cannot find the loaded libnvrtc in /proc/self/maps (%s)", real);
  t_tmpdir(dir, sizeof dir, "nvrtc");
  CHECK(dir[0], "mkdtemp failed");
  snprintf(link, sizeof link, "%s/libnvrtc.so.%d", dir, sa__nv_major);
  CHECK(symlink(real, link) == 0, "symlink %s -> %s", link, real);
  CHECK(t_in_child(t_child_nvrtc, link, &st, msg, sizeof msg) == 0, "child failed");
  t_rmrf(dir);
  CHECK(st == SA_ERROR_NO_NVRTC && strstr(msg, "builtins library was not") && strstr(msg, dir), "%s: %s",
        sa_status_string(st), msg);
}

/* In the child: NVRTC searched with $VIRTUAL_ENV = arg and nothing else set; msg gets the path loaded or the error. */
static sa_status t_child_nvrtc_venv(const char *venv, char *msg, size_t cap) {
  sa_status st;
  sa__nv_ok = 0;
  unsetenv("SPARSEATTN_NVRTC");
  unsetenv("CONDA_PREFIX");
  setenv("VIRTUAL_ENV", venv, 1);
  st = sa__load_nvrtc(msg, cap);
  if (st == SA_OK) snprintf(msg, cap, "%s", sa__nv_path);
  return st;
}

/* The nvidia-cuda-nvrtc wheel of the active venv is found before the loader path (as Python's torch loads it there):
   a fake venv whose site-packages holds links to the real NVRTC and builtins in the wheel's layout (nvidia/cu13/lib
   for CUDA 13+, nvidia/cuda_nvrtc/lib for 12); a venv without the wheel is passed over. */
TEST(nvrtc_venv_wheel) {
  char msg[SA__ERR_CAP], real[1024], builtins[1024], dir[256], lib[512], link[640], cmd[1024];
  sa_status st = SA_OK;
  if (sa__load_nvrtc(msg, sizeof msg) != SA_OK) SKIP("no NVRTC: %s", msg);
  t_mapped_path("libnvrtc.", real, sizeof real);
  if (!real[0] || strstr(real, "builtins")) t_mapped_path("libnvrtc", real, sizeof real);
  t_mapped_path("libnvrtc-builtins", builtins, sizeof builtins);
  CHECK(real[0] && !strstr(real, "builtins") && builtins[0], "cannot find the loaded NVRTC in /proc/self/maps");
  t_tmpdir(dir, sizeof dir, "venv");
  CHECK(dir[0], "mkdtemp failed");
  if (sa__nv_major >= 13) snprintf(lib, sizeof lib, "%s/lib/python3.99/site-packages/nvidia/cu%d/lib", dir, sa__nv_major);
  else snprintf(lib, sizeof lib, "%s/lib/python3.99/site-packages/nvidia/cuda_nvrtc/lib", dir);
  snprintf(cmd, sizeof cmd, "mkdir -p '%s'", lib);
  CHECK(system(cmd) == 0, "%s", cmd);
  /* an environment without the wheel: searched, then NVRTC from elsewhere */
  CHECK(t_in_child(t_child_nvrtc_venv, dir, &st, msg, sizeof msg) == 0, "child failed");
  CHECK(st == SA_OK && !strstr(msg, dir), "%s: %s", sa_status_string(st), msg);
  snprintf(link, sizeof link, "%s/libnvrtc.so.%d", lib, sa__nv_major);
  CHECK(symlink(real, link) == 0, "symlink %s -> %s", link, real);
  /* the wheel without its builtins: refused, naming the wheel's folder */
  CHECK(t_in_child(t_child_nvrtc_venv, dir, &st, msg, sizeof msg) == 0, "child failed");
  CHECK(st == SA_ERROR_NO_NVRTC && strstr(msg, "builtins library was not") && strstr(msg, lib), "%s: %s",
        sa_status_string(st), msg);
  snprintf(link, sizeof link, "%s/%s", lib, strrchr(builtins, '/') + 1);
  CHECK(symlink(builtins, link) == 0, "symlink %s -> %s", link, builtins);
  CHECK(t_in_child(t_child_nvrtc_venv, dir, &st, msg, sizeof msg) == 0, "child failed");
  snprintf(link, sizeof link, "%s/libnvrtc.so.%d", lib, sa__nv_major);
  CHECK(st == SA_OK && !strcmp(msg, link), "%s: loaded '%s', want the venv's %s", sa_status_string(st), msg, link);
  t_rmrf(dir);
}

/* A kernel NVRTC rejects: SA_ERROR_COMPILE, and the context's message holds the NVRTC log, through the same function a
   launch uses (sa__kernel_cubin). The source: the second half of a real variant's lines. Nothing is cached. */
TEST(fault_compile_error) {
  char msg[SA__ERR_CAP], dir[256], cmd[512], out[256];
  sa_context *ctx;
  sa__variant v;
  sa__kernel k;
  unsigned char *cubin = NULL;
  size_t len = 0;
  sa_status st;
  const char *m, *log;
  int nv;
  if (sa__load_nvrtc(msg, sizeof msg) != SA_OK) SKIP("no NVRTC: %s", msg);
  v = sa__variant_table(&nv)[t_smallest_variant()];
  v.frags += sa__gen_digits() * (v.n_frags / 2); /* starts inside a function, after the declarations it uses */
  v.n_frags -= v.n_frags / 2;
  CHECK(sa__context_nodevice(0, &ctx) == SA_OK, "%s", sa_last_error(NULL));
  t_tmpdir(dir, sizeof dir, "broken");
  CHECK(dir[0], "mkdtemp failed");
  sa__jit_init(&ctx->jit, dir, 0, NULL, NULL); /* a disk cache, to see that nothing lands in it */
  memset(&k, 0, sizeof k);
  st = sa__kernel_cubin(ctx, &v, &cubin, &len, &k);
  m = sa_last_error(ctx);
  log = strstr(m, "):\n");
  CHECK(st == SA_ERROR_COMPILE && !cubin, "status %s", sa_status_string(st));
  CHECK(strstr(m, "failed to compile") && strstr(m, v.name) && strstr(m, "sm_90a"), "message: %.2000s", m);
  CHECK(log && strstr(log, "error"), "no NVRTC log in the message: %.2000s", m);
  snprintf(cmd, sizeof cmd, "ls -A '%s' | wc -l", dir);
  CHECK(t_sh(cmd, out, sizeof out) == 0 && atoi(out) == 0, "a failed compile left %s files in the cache", out);
  t_rmrf(dir);
  sa_context_destroy(ctx);
}

/* A cache folder that cannot be written (a path below a regular file: refused even to root): the kernel still
   compiles, with one warning, and is served from memory; nothing is read back from disk. */
TEST(fault_cache_unwritable_compile) {
  char msg[SA__ERR_CAP], dir[256], sub[320];
  sa__jit j;
  unsigned char *cubin;
  size_t len;
  int n, from_disk = -1, round;
  double ms;
  const sa__variant *v = sa__variant_table(&n);
  FILE *f;
  if (sa__load_nvrtc(msg, sizeof msg) != SA_OK) SKIP("no NVRTC: %s", msg);
  t_tmpdir(dir, sizeof dir, "rocomp");
  CHECK(dir[0], "mkdtemp failed");
  snprintf(sub, sizeof sub, "%s/file", dir);
  f = fopen(sub, "w");
  CHECK(f, "create file");
  fclose(f);
  snprintf(sub, sizeof sub, "%s/file/cache", dir);
  g_warns = 0;
  sa__jit_init(&j, sub, 0, t_count_warn, NULL);
  for (round = 0; round < 2; ++round) {
    cubin = NULL;
    CHECK(sa__jit_cubin(&j, &v[t_smallest_variant()], "sm_80", &cubin, &len, &from_disk, &ms, msg, sizeof msg) == SA_OK,
          "round %d: %s", round, msg);
    CHECK(cubin && len > 0 && from_disk == 0, "round %d: from_disk %d", round, from_disk);
    free(cubin);
  }
  CHECK(g_warns == 1, "%d warnings, want 1", g_warns);
  t_rmrf(dir);
}

/* The entry points that landed with Kascade's last pieces, refused on a context without a GPU: each message names
   the argument. */
TEST(refusals_kascade_entry) {
  sa_context *ctx = NULL;
  sa_kascade_decode_args k;
  sa_kascade_sim_gpu_args ga;
  sa_decode_plan pl;
  const sa_status E = SA_ERROR_INVALID_ARGUMENT;
  float hs[4];
  CHECK(sa__context_nodevice(0, &ctx) == SA_OK, "%s", sa_last_error(NULL));
  memset(&k, 0, sizeof k);
  CHECK(sa_kascade_decode(ctx, NULL, NULL) == E && t_names(sa_last_error(ctx), "args"), "NULL args: %s", sa_last_error(ctx));
  k.role = (sa_kascade_role)7;
  CHECK(sa_kascade_decode(ctx, &k, NULL) == E && t_names(sa_last_error(ctx), "args->role"), "role 7: %s", sa_last_error(ctx));
  CHECK(sa_kascade_decode_plan_get(ctx, &k, &pl) == E && t_names(sa_last_error(ctx), "args->role"), "plan, role 7: %s",
        sa_last_error(ctx));
  k.role = SA_KASCADE_ANCHOR;
  CHECK(sa_kascade_decode_plan_get(ctx, &k, NULL) == E && t_names(sa_last_error(ctx), "out"), "NULL out: %s",
        sa_last_error(ctx));
  k.decode.q_len = 1; k.decode.heads_q = 4; k.decode.heads_kv = 0; k.decode.head_dim = 128; k.decode.batch = 1;
  CHECK(sa_kascade_decode(ctx, &k, NULL) == E && t_names(sa_last_error(ctx), "heads_kv"), "heads_kv 0: %s", sa_last_error(ctx));
  k.decode.heads_kv = 1; k.decode.kascade.max_k = -1;
  CHECK(sa_kascade_decode(ctx, &k, NULL) == E && t_names(sa_last_error(ctx), "kascade.max_k"), "max_k -1: %s", sa_last_error(ctx));
  memset(&ga, 0, sizeof ga);
  ga.params.layers = 2; ga.params.heads_q = 2; ga.params.heads_kv = 1; ga.params.head_dim = 64; ga.tokens = 200;
  ga.head_sim = hs;
  CHECK(sa_kascade_similarity_gpu(ctx, &ga, NULL) == E && t_names(sa_last_error(ctx), "args->q"), "NULL q: %s",
        sa_last_error(ctx));
  ga.params.tile = 48;
  CHECK(sa_kascade_similarity_gpu(ctx, &ga, NULL) == SA_ERROR_UNSUPPORTED && t_names(sa_last_error(ctx), "params.tile"),
        "tile 48: %s", sa_last_error(ctx));
  sa_context_destroy(ctx);
  CHECK(sa_kascade_decode(ctx, &k, NULL) == E && strstr(sa_last_error(NULL), "ctx is NULL or destroyed"), "destroyed: %s",
        sa_last_error(NULL));
}

/* Threads sharing one context: concurrent refusals and accepted calls, and contexts created and destroyed beside
   them (the registry of live contexts). Statuses only: a context keeps one last message, shared by its threads. */
typedef struct t_share { sa_context *ctx; int id, bad; } t_share;
static void *t_share_body(void *arg) {
  t_share *t = (t_share *)arg;
  unsigned char *A = t_aligned_mib();
  t_call c;
  int it;
  if (!A) { t->bad = -1; return NULL; }
  for (it = 0; it < 400; ++it) {
    const int i = (it * 7 + t->id * 13) % T_N_REFUSALS;
    sa_context *mine = NULL;
    t_call_init(&c, t->ctx, A);
    t_refusal_edit(i, &c);
    if (t_invoke(t_refusals[i].entry, &c, t->ctx) != t_refusals[i].want) t->bad++;
    t_call_init(&c, t->ctx, A);
    if (t_invoke(E_ATTN, &c, t->ctx) != SA_ERROR_CUDA) t->bad++;
    c.stream = NULL; /* c's stream belongs to t->ctx */
    if (sa__context_nodevice(1, &mine) != SA_OK || t_invoke(E_DECODE, &c, mine) != SA_ERROR_CUDA) t->bad++;
    sa_context_destroy(mine);
  }
  free(A);
  return NULL;
}
TEST(threads_shared_context_cpu) {
  sa_context *ctx;
  pthread_t th[6];
  t_share ts[6];
  int i, bad = 0;
  CHECK(sa__context_nodevice(1, &ctx) == SA_OK, "%s", sa_last_error(NULL));
  for (i = 0; i < 6; ++i) { ts[i].ctx = ctx; ts[i].id = i; ts[i].bad = 0; pthread_create(&th[i], NULL, t_share_body, &ts[i]); }
  for (i = 0; i < 6; ++i) { pthread_join(th[i], NULL); bad += ts[i].bad; }
  sa_context_destroy(ctx);
  CHECK(bad == 0, "%d calls returned another status than alone", bad);
}

/* The tensor maps a context remembers (sa__tmap_of) are the driver's encodings of the same inputs: a stand-in
   encoder that writes its inputs into the map and counts its calls shows each new input encoded once, any change of
   address, extent, stride or box encoded anew, the oldest forgotten past SA__TMAP_MEMO, and a failed encoding kept. */
static int t_enc_calls, t_enc_fail;
static sa__CUresult t_memo_encode(void *map, int dt, unsigned rank, void *base, const uint64_t *dim, const uint64_t *str,
                                  const unsigned *box, const unsigned *es, int il, int sw, int l2, int oob) {
  uint64_t w[16];
  (void)es;
  ++t_enc_calls;
  if (t_enc_fail) return 700;
  memset(w, 0, sizeof w);
  w[0] = (uint64_t)(uintptr_t)base; w[1] = dim[0]; w[2] = dim[1]; w[3] = dim[2]; w[4] = dim[3];
  w[5] = str[0]; w[6] = str[1]; w[7] = str[2]; w[8] = box[0]; w[9] = box[1];
  w[10] = (uint64_t)dt | (uint64_t)rank << 8 | (uint64_t)il << 16 | (uint64_t)sw << 24 | (uint64_t)l2 << 32 | (uint64_t)oob << 40;
  memcpy(map, w, 128);
  return 0;
}
static void t_tmap_memo(sa_context *ctx) {
  unsigned char a[128], b[128], c[128];
  sa__CUresult cr = 0;
  char *base = (char *)0x7f0000100000;
  int i, n;
  t_enc_calls = t_enc_fail = 0;
  /* K of [1, 300, 8, 128]: row stride 8 * 128, head stride 128, batch stride 300 * 8 * 128 (elements) */
  CHECK(sa__tmap_of(ctx, a, base, 1024, 128, 307200, 128, 300, 8, 1, 128, &cr) && t_enc_calls == 1, "first encode");
  CHECK(sa__tmap_of(ctx, b, base, 1024, 128, 307200, 128, 300, 8, 1, 128, &cr) && t_enc_calls == 1 && !memcmp(a, b, 128),
        "the same inputs again: %d encodes, maps %s", t_enc_calls, memcmp(a, b, 128) ? "differ" : "equal");
  /* each input changed alone is a new encoding, never the remembered map */
  n = t_enc_calls;
  CHECK(sa__tmap_of(ctx, c, base + 4096, 1024, 128, 307200, 128, 300, 8, 1, 128, &cr) && t_enc_calls == ++n && memcmp(a, c, 128), "address");
  CHECK(sa__tmap_of(ctx, c, base, 1024, 128, 307200, 128, 301, 8, 1, 128, &cr) && t_enc_calls == ++n && memcmp(a, c, 128), "rows");
  CHECK(sa__tmap_of(ctx, c, base, 2048, 128, 307200, 128, 300, 8, 1, 128, &cr) && t_enc_calls == ++n && memcmp(a, c, 128), "row stride");
  CHECK(sa__tmap_of(ctx, c, base, 1024, 256, 307200, 128, 300, 8, 1, 128, &cr) && t_enc_calls == ++n && memcmp(a, c, 128), "head stride");
  CHECK(sa__tmap_of(ctx, c, base, 1024, 128, 307200, 128, 300, 8, 2, 128, &cr) && t_enc_calls == ++n && memcmp(a, c, 128), "batch");
  CHECK(sa__tmap_of(ctx, c, base, 1024, 128, 307200, 128, 300, 8, 1, 64, &cr) && t_enc_calls == ++n && memcmp(a, c, 128), "box");
  CHECK(sa__tmap_of(ctx, c, base, 1024, 128, 307200, 64, 300, 8, 1, 128, &cr) && t_enc_calls == ++n && memcmp(a, c, 128), "head dim");
  /* SA__TMAP_MEMO other encodings later, the first is forgotten and encoded again, to the same map */
  for (i = 0; i < SA__TMAP_MEMO; ++i) sa__tmap_of(ctx, c, base + 4096 * (i + 2), 1024, 128, 307200, 128, 300, 8, 1, 128, &cr);
  n = t_enc_calls;
  CHECK(sa__tmap_of(ctx, b, base, 1024, 128, 307200, 128, 300, 8, 1, 128, &cr) && t_enc_calls == n + 1 && !memcmp(a, b, 128),
        "after %d others: %d encodes (want %d)", SA__TMAP_MEMO, t_enc_calls - n, 1);
  /* a stride TMA cannot take: no map, no encoding */
  n = t_enc_calls;
  CHECK(!sa__tmap_of(ctx, c, base, 1001, 128, 307200, 128, 300, 8, 1, 128, &cr) && t_enc_calls == n, "an unaligned stride");
  /* a failed encoding reports the driver's error and is not remembered */
  t_enc_fail = 1;
  n = t_enc_calls;
  CHECK(!sa__tmap_of(ctx, c, base + 999 * 4096, 1024, 128, 307200, 128, 300, 8, 1, 128, &cr) && cr == 700, "failure");
  CHECK(!sa__tmap_of(ctx, c, base + 999 * 4096, 1024, 128, 307200, 128, 300, 8, 1, 128, &cr) && t_enc_calls == n + 2,
        "a failure remembered");
}
TEST(tmap_memo_cpu) {
  sa_context *ctx;
  sa__tmap_encode_fn keep = sa__tmap_encode;
  CHECK(sa__context_nodevice(0, &ctx) == SA_OK, "%s", sa_last_error(NULL));
  sa__tmap_encode = t_memo_encode; /* the driver's own again below, whatever the checks find */
  t_tmap_memo(ctx);
  sa__tmap_encode = keep;
  sa_context_destroy(ctx);
}

/* ==================================================================================================== */
/* the sanitizer build and the fuzz harnesses, run as tests                                             */
/* ==================================================================================================== */

/* The CPU tests again, in the runner built with AddressSanitizer and UndefinedBehaviorSanitizer (make
   build/run_tests_asan; `make test` builds it). Without the NVRTC compile of every variant, which only feeds sources
   to NVRTC (the NVRTC tests above, the two-process cache among them, do run under the sanitizers). */
TEST(sanitizers_cpu) {
#ifdef SA_TEST_SANITIZED
  SKIP("this runner is the sanitized one");
#else
  char cmd[2048], path[1024], *out = (char *)malloc(1 << 20), *last;
  int rc;
  CHECK(out, "alloc");
  snprintf(path, sizeof path, "%s/build/run_tests_asan", g_root);
  if (access(path, X_OK) != 0) { free(out); SKIP("%s not built (make build/run_tests_asan)", path); }
  snprintf(cmd, sizeof cmd, "cd '%s' && ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 ./build/run_tests_asan --cpu-only "
           "--no-compile -j 2 2>&1", g_root);
  rc = t_sh(cmd, out, 1 << 20);
  last = strstr(out, " passed, ");
  while (last && strstr(last + 1, " passed, ")) last = strstr(last + 1, " passed, ");
  if (rc != 0 || !last || !strstr(last, " 0 failed") || strstr(out, "ERROR: AddressSanitizer") || strstr(out, "runtime error")) {
    char *fail = strstr(out, "FAIL ");
    char *san = strstr(out, "ERROR: AddressSanitizer");
    if (!san) san = strstr(out, "runtime error");
    t_fail(__FILE__, __LINE__, "sanitized run: exit %d; %.1500s", rc, san ? san : fail ? fail : out);
    free(out);
    return;
  }
  while (last > out && last[-1] != '\n') --last;
  snprintf(t_cur->msg, sizeof t_cur->msg, "ASan+UBSan: %.100s", last);
  last = strchr(t_cur->msg, '\n');
  if (last) *last = 0;
  free(out);
#endif
}

/* One libFuzzer harness of tests/fuzz for FUZZ_SECONDS (20) seconds: no crash and no sanitizer report. SKIP without
   clang and libFuzzer. */
static void t_fuzz(const char *name) {
#ifdef SA_TEST_SANITIZED
  (void)name;
  SKIP("this runner is the sanitized one");
#else
  char cmd[2048], out[8192], line[1024];
  const char *secs = getenv("FUZZ_SECONDS"), *p;
  int rc;
  snprintf(cmd, sizeof cmd, "cd '%s' && bash tests/fuzz/run.sh %d %s 2>&1", g_root, secs && atoi(secs) > 0 ? atoi(secs) : 20, name);
  rc = t_sh(cmd, out, sizeof out);
  p = strstr(out, name);
  while (p > out && p[-1] != '\n') --p;
  snprintf(line, sizeof line, "%.1000s", p ? p : out);
  line[strcspn(line, "\n")] = 0;
  if (!strncmp(line, "SKIP", 4)) SKIP("%s", line + 5);
  CHECK(rc == 0 && !strncmp(line, "PASS", 4), "exit %d: %s", rc, out);
  snprintf(t_cur->msg, sizeof t_cur->msg, "%s", line + 5 + strlen(name) + 1);
#endif
}
TEST(fuzz_cache_file) { t_fuzz("fuzz_cache_file"); }
TEST(fuzz_kascade_plan) { t_fuzz("fuzz_kascade_plan"); }
TEST(fuzz_tuning_file) { t_fuzz("fuzz_tuning_file"); }
TEST(fuzz_args) { t_fuzz("fuzz_args"); }

/* ==================================================================================================== */
/* GPU: numerics at the edges (outputs poisoned before every call)                                      */
/* ==================================================================================================== */

/* Make sequence b of a packed problem empty on the Q side (side 0) or the K side (1): later sequences move down. */
static void t_packed_empty(t_prob *p, int b, int side) {
  int32_t *cu = side ? p->cuk : p->cuq;
  int *lens = side ? p->lens_k : p->lens_q;
  const int h = side ? p->a.heads_kv : p->a.heads_q, d = p->a.head_dim, len = lens[b], nb = p->a.batch;
  const size_t row = (size_t)h * d;
  int i;
  if (len == 0) return;
  if (side) {
    memmove(p->k + (size_t)cu[b] * row, p->k + (size_t)cu[b + 1] * row, (size_t)(cu[nb] - cu[b + 1]) * row * 2);
    memmove(p->v + (size_t)cu[b] * row, p->v + (size_t)cu[b + 1] * row, (size_t)(cu[nb] - cu[b + 1]) * row * 2);
    p->a.total_k -= len;
  } else {
    memmove(p->q + (size_t)cu[b] * row, p->q + (size_t)cu[b + 1] * row, (size_t)(cu[nb] - cu[b + 1]) * row * 2);
    p->a.total_q -= len;
  }
  for (i = b + 1; i <= nb; ++i) cu[i] -= len;
  lens[b] = 0;
}

/* Prefill: scale extremes (1e-6: near-uniform weights; 1e3: logits of ~1e4, near-argmax), empty sequences in a packed
   batch on either side, Sq > Sk causal, single tokens, BLASST on empty rows; batch 0 and Sq 0 are no-ops. */
GPU_TEST(gpu_edges_numerics) {
  static const t_case cs[] = {
      {SA_DTYPE_BF16, 2, 150, 150, 4, 2, 128, 1, LAYOUT_CONTIGUOUS, 1, 1e-6f},
      {SA_DTYPE_FP16, 1, 90, 300, 8, 1, 64, 0, LAYOUT_HEAD_MAJOR, 1, 1e-6f},
      /* logits near 1e4: the fp32 LSE carries ~1e-3 of rounding, beyond the 2e-3 check's margin; O is checked */
      {SA_DTYPE_BF16, 2, 150, 150, 4, 2, 128, 1, LAYOUT_CONTIGUOUS, 0, 1e3f},
      {SA_DTYPE_FP16, 1, 200, 130, 4, 4, 64, 0, LAYOUT_CONTIGUOUS, 0, 1e3f},
      {SA_DTYPE_BF16, 1, 1, 1, 4, 2, 128, 0, LAYOUT_CONTIGUOUS, 0, 1e3f},
      {SA_DTYPE_FP16, 2, 1, 300, 4, 1, 128, 1, LAYOUT_CONTIGUOUS, 1, 0},
      {SA_DTYPE_BF16, 1, 300, 1, 4, 1, 128, 1, LAYOUT_CONTIGUOUS, 1, 0},
  };
  t_rng r = {777001};
  int i, side;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (i = 0; i < (int)(sizeof cs / sizeof cs[0]); ++i) {
    double err;
    if (!t_carried(cs[i].d)) continue;
    t_gpu_case(&cs[i], 900 + (uint64_t)i, &err);
    if (t_cur->result != T_PASS) return;
  }
  /* packed batches with an empty sequence: Q side (no rows) and K side (rows that see nothing: O = 0, LSE = -inf) */
  for (side = 0; side < 2; ++side) {
    t_prob p;
    t_dprob d;
    double *ref, *rl, err, mx;
    int bad = 0;
    t_prob_make(&p, &r, SA_DTYPE_BF16, 3, 70, 90, 4, 2, 128, side, LAYOUT_PACKED, 1.0);
    t_packed_empty(&p, 1, side);
    ref = (double *)calloc(p.nq + 1, sizeof(double));
    rl = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    t_naive(&p, ref, rl);
    CHECK(t_dprob_make(&d, &p), "device copies: %s", sa_last_error(g_ctx));
    CHECK(sa_attention(g_ctx, &d.a, NULL) == SA_OK, "%s", sa_last_error(g_ctx));
    err = t_check_out(&p, &d, ref, rl, &bad, &mx);
    CHECK(err < 1e-2 && bad == 0, "packed, sequence 1 empty on the %s side: rel err %g, %d LSE rows off", side ? "K" : "Q",
          err, bad);
    t_dprob_free(&d);
    free(ref); free(rl);
    t_prob_free(&p);
  }
  /* BLASST: rows that see no key (Sq > Sk causal, and Sk = 0) give O = 0 and LSE = -inf with skipping on; the rows that
     see keys stay finite */
  for (side = 0; side < 2; ++side) {
    t_prob p;
    t_dprob d;
    uint16_t *o;
    float *l;
    int b, h, q, e, lk;
    t_prob_make(&p, &r, SA_DTYPE_BF16, 1, 300, side ? 0 : 100, 4, 2, 128, 1, LAYOUT_CONTIGUOUS, 1.0);
    CHECK(t_dprob_make(&d, &p), "device copies: %s", sa_last_error(g_ctx));
    d.a.method = SA_METHOD_BLASST;
    d.a.blasst.lambda = 0.9f;
    CHECK(sa_attention(g_ctx, &d.a, NULL) == SA_OK && sa_stream_synchronize(g_ctx, NULL) == SA_OK, "%s", sa_last_error(g_ctx));
    o = (uint16_t *)malloc(p.nq * 2 + 2);
    l = (float *)malloc(t_lse_elems(&p) * 4 + 4);
    CHECK(sa_memcpy_dtoh(g_ctx, o, d.o, p.nq * 2) == SA_OK && sa_memcpy_dtoh(g_ctx, l, d.lse, t_lse_elems(&p) * 4) == SA_OK,
          "copy back");
    lk = p.a.seqlen_k;
    for (b = 0; b < p.a.batch; ++b)
      for (h = 0; h < p.a.heads_q; ++h)
        for (q = 0; q < p.a.seqlen_q; ++q) {
          const int empty = q + lk - p.a.seqlen_q < 0;
          const float lse = l[t_lse_off(&p, b, q, h)];
          const int64_t oo = t_off(&p, p.a.o_strides, b, q, h, 1);
          CHECK(empty ? isinf(lse) && lse < 0 : isfinite(lse), "BLASST Sk %d row %d head %d: LSE %g", lk, q, h, (double)lse);
          for (e = 0; e < p.a.head_dim; ++e) {
            const double x = t_ld(&p, o, oo + e);
            CHECK(empty ? x == 0 : isfinite(x), "BLASST Sk %d row %d head %d dim %d: %g", lk, q, h, e, x);
          }
        }
    free(o); free(l);
    t_dprob_free(&d);
    t_prob_free(&p);
  }
  /* batch 0 and seqlen_q 0: no-ops that leave the (poisoned) output alone */
  {
    t_prob p;
    t_dprob d;
    uint16_t o[8];
    t_prob_make(&p, &r, SA_DTYPE_BF16, 1, 8, 8, 1, 1, 64, 0, LAYOUT_CONTIGUOUS, 1.0);
    CHECK(t_dprob_make(&d, &p), "device copies: %s", sa_last_error(g_ctx));
    d.a.batch = 0;
    CHECK(sa_attention(g_ctx, &d.a, NULL) == SA_OK, "batch 0: %s", sa_last_error(g_ctx));
    d.a.batch = 1; d.a.seqlen_q = 0;
    CHECK(sa_attention(g_ctx, &d.a, NULL) == SA_OK, "seqlen_q 0: %s", sa_last_error(g_ctx));
    CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK && sa_memcpy_dtoh(g_ctx, o, d.o, sizeof o) == SA_OK, "copy back");
    for (side = 0; side < 8; ++side) CHECK(o[side] == 0xffff, "an empty call wrote the output");
    t_dprob_free(&d);
    t_prob_free(&p);
  }
}

/* Decode rows against sa_ref_decode: empty rows exactly O = 0 and LSE = -inf, the others within tolerance. */
static int t_dec_check(const t_dec *t, const uint16_t *o, const float *l, const double *ref, const double *rl, char *why,
                       size_t cap) {
  const sa_decode_args *a = &t->a;
  const size_t rows = (size_t)a->batch * a->q_len * a->heads_q;
  size_t rw, e, *idx = (size_t *)malloc(sizeof(size_t) * t->nq), n = 0;
  double err;
  for (rw = 0; rw < rows; ++rw) {
    const int b = (int)(rw / ((size_t)a->q_len * a->heads_q)), qi = (int)(rw / a->heads_q % a->q_len), h = (int)(rw % a->heads_q);
    const size_t li = ((size_t)b * a->heads_q + h) * a->q_len + qi;
    if (isinf(rl[li])) {
      if (!(isinf(l[li]) && l[li] < 0)) { snprintf(why, cap, "empty row (b %d, token %d, head %d): LSE %g", b, qi, h, (double)l[li]); free(idx); return 0; }
      for (e = 0; e < (size_t)a->head_dim; ++e)
        if (t_ld16(o, rw * a->head_dim + e, a->dtype) != 0) {
          snprintf(why, cap, "empty row (b %d, token %d, head %d): O[%zu] = %g", b, qi, h, e, t_ld16(o, rw * a->head_dim + e, a->dtype));
          free(idx);
          return 0;
        }
    } else {
      if (!(fabs(l[li] - rl[li]) < 2e-3)) { snprintf(why, cap, "row (b %d, token %d, head %d): LSE %g vs %g", b, qi, h, (double)l[li], rl[li]); free(idx); return 0; }
      for (e = 0; e < (size_t)a->head_dim; ++e) idx[n++] = rw * a->head_dim + e;
    }
  }
  err = n ? t_rel_err16(o, ref, idx, n, a->dtype) : 0;
  free(idx);
  if (!(err < t_tol(a->dtype))) { snprintf(why, cap, "rel err %g", err); return 0; }
  return 1;
}

/* Decode: sequences of length 0 and 1 beside a long one, q_len 4 causal with fewer keys than queries (empty rows),
   split-KV whose splits are empty for the short sequences (the combine must not make 0/0), contiguous and paged,
   dense and Kascade with empty lists (the new keys only). */
GPU_TEST(gpu_decode_edges) {
  t_rng r = {606060};
  int round;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (round = 0; round < 8; ++round) {
    const int ql = round & 1 ? 4 : 1, causal = ql > 1, paged = (round >> 1) & 1, kascade = round >> 2;
    const int splits = round % 3 == 0 ? 1 : 4, B = 3, hkv = 2, g = 4, d = 128;
    t_dec t;
    sa_decode_plan plan;
    sa_ref_options ro;
    sa_blasst_params none;
    char err[512] = "";
    uint16_t *o;
    float *l;
    double *ref, *rl;
    int b;
    CHECK(t_dec_make(&t, &r, SA_DTYPE_BF16, B, ql, hkv * g, hkv, d, 700, 16, 0) == 0, "make");
    t.lens[1] = kascade ? ql : 0;  /* Kascade: the cache holds the new keys */
    t.lens[2] = kascade ? ql : 1;
    if (kascade) {
      t.kc_idx = (int32_t *)malloc(sizeof(int32_t) * ((size_t)B * hkv * 8 + 1));
      t.kc_cnt = (int32_t *)calloc((size_t)B * hkv, sizeof(int32_t)); /* every list empty */
      for (b = 0; b < B * hkv * 8; ++b) t.kc_idx[b] = -1;
      t.a.method = SA_METHOD_KASCADE;
      t.a.kascade.indices = t.kc_idx; t.a.kascade.counts = t.kc_cnt; t.a.kascade.max_k = 8;
    }
    o = (uint16_t *)malloc(t.nq * 2);
    l = (float *)malloc((size_t)B * hkv * g * ql * 4);
    memset(&none, 0, sizeof none);
    CHECK(t_dec_run(&t, kascade ? SA_METHOD_KASCADE : SA_METHOD_DENSE, none, paged, splits, causal, o, l, &plan, NULL, err,
                    sizeof err) == SA_OK, "%s", err);
    ref = (double *)calloc(t.nq, sizeof(double));
    rl = (double *)calloc((size_t)B * hkv * g * ql, sizeof(double));
    memset(&ro, 0, sizeof ro);
    ro.precision = SA_REF_DOUBLE;
    t.a.causal = causal;
    CHECK(sa_ref_decode(&t.a, &ro, ref, rl) == SA_OK, "ref: %s", sa_last_error(NULL));
    CHECK(t_dec_check(&t, o, l, ref, rl, err, sizeof err), "q_len %d paged %d kascade %d splits %d (plan %d): %s", ql, paged,
          kascade, splits, plan.num_splits, err);
    free(o); free(l); free(ref); free(rl);
    t_dec_free(&t);
  }
}

/* Block-sparse attention with empty key sets (no blocks, sinks or window: O = 0, LSE = -inf, never NaN), with only the
   window (each row its own key), and Kascade's sparse pass with every list empty (each tile its own keys), lengths 1
   and 200. */
GPU_TEST(gpu_sparse_edges) {
  t_rng r = {515151};
  int round;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (round = 0; round < 6; ++round) {
    const int len = round & 1 ? 200 : 1, kind = round >> 1; /* 0: nothing, 1: window of 1, 2: Kascade, empty lists */
    t_prob p;
    t_dprob d;
    double *ref, *rl, err, mx;
    int bad = 0, nl;
    int32_t *idx, *cnt;
    void *didx, *dcnt;
    t_prob_make(&p, &r, SA_DTYPE_BF16, 2, len, len, 4, 2, 128, kind != 0 || (round & 1), LAYOUT_CONTIGUOUS, 1.0);
    nl = p.a.batch * p.a.heads_q * 2;
    idx = (int32_t *)malloc(sizeof(int32_t) * (size_t)nl * 4);
    cnt = (int32_t *)calloc((size_t)nl, sizeof(int32_t));
    for (bad = 0; bad < nl * 4; ++bad) idx[bad] = -1;
    bad = 0;
    ref = (double *)calloc(p.nq + 1, sizeof(double));
    rl = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    CHECK(t_dprob_make(&d, &p), "device copies: %s", sa_last_error(g_ctx));
    didx = t_dup(idx, sizeof(int32_t) * (size_t)nl * 4);
    dcnt = t_dup(cnt, sizeof(int32_t) * (size_t)nl);
    if (kind < 2) {
      sa_block_sparse_args bs;
      memset(&bs, 0, sizeof bs);
      bs.attn = p.a;
      bs.block_index = idx; bs.block_count = cnt; bs.query_blocks = 2; bs.max_blocks = 4;
      bs.window_tokens = kind;
      CHECK(sa_ref_block_sparse(&bs, SA_REF_DOUBLE, ref, rl) == SA_OK, "ref: %s", sa_last_error(NULL));
      bs.attn = d.a;
      bs.block_index = (const int32_t *)didx; bs.block_count = (const int32_t *)dcnt;
      CHECK(sa_block_sparse_attention(g_ctx, &bs, NULL) == SA_OK, "%s", sa_last_error(g_ctx));
    } else {
      sa_kascade_sparse_args ks;
      memset(&ks, 0, sizeof ks);
      ks.attn = p.a;
      ks.indices = idx; ks.counts = cnt; ks.tiles = 2; ks.max_k = 4;
      CHECK(sa_ref_kascade_sparse_attention(&ks, SA_REF_DOUBLE, ref, rl) == SA_OK, "ref: %s", sa_last_error(NULL));
      ks.attn = d.a;
      ks.indices = (int32_t *)didx; ks.counts = (int32_t *)dcnt;
      CHECK(sa_kascade_sparse_attention(g_ctx, &ks, NULL) == SA_OK, "%s", sa_last_error(g_ctx));
    }
    err = t_check_out(&p, &d, ref, rl, &bad, &mx);
    CHECK(err < 1e-2 && bad == 0, "%s, %d tokens: rel err %g (max abs %g), %d LSE rows off",
          kind == 0 ? "block-sparse, empty sets" : kind == 1 ? "block-sparse, window 1" : "Kascade, empty lists", len, err, mx,
          bad);
    if (kind == 0) { /* every row empty: the reference says O = 0 and LSE = -inf; t_check_out compared them exactly */
      CHECK(isinf(rl[0]) && rl[0] < 0, "the empty-set reference is not empty");
    }
    t_dprob_free(&d);
    sa_device_free(g_ctx, didx); sa_device_free(g_ctx, dcnt);
    free(idx); free(cnt); free(ref); free(rl);
    t_prob_free(&p);
  }
}

/* The reference's NaN and Inf, as the kernels propagate them (templates/common/softmax.j2: the running max skips NaN,
   a NaN or +inf score makes the row sum NaN, and sa_sm_inv/sa_sm_lse pass it on): a row that reads a NaN score (NaN in
   its Q row or in a key it sees) or a +inf score (Inf in K against a positive Q element) has O = NaN and LSE = NaN; a
   -inf score is a masked key (the row stays finite); a NaN or Inf in V makes the O of every row that sees it non-finite
   with its LSE unchanged. Rows that do not see the bad value (other groups, and the causal rows before it: a masked
   key is never read) equal the clean problem's reference bit for bit. Float and double, contiguous and paged (pages
   past a sequence's length NaN, unused block_table slots -1). */
TEST(ref_nonfinite_inputs) {
  enum { B = 2, S = 40, HQ = 4, HKV = 2, D = 64 };
  t_rng r = {5151};
  int kind, prec, paged;
  for (kind = 0; kind < 5; ++kind)
    for (prec = 0; prec < 2; ++prec)
      for (paged = 0; paged < 2; ++paged) {
        /* 0: Q NaN, 1: K NaN, 2: K +Inf, 3: V NaN, 4: V Inf; at (pb, pi, ph) (ph a query head for Q, a KV head else) */
        const int pb = kind == 0 ? 0 : 1, pi = kind == 0 ? 10 : 20 + kind, ph = kind == 0 ? 1 : kind & 1, pe = 7 + kind;
        const sa_ref_precision rp = prec ? SA_REF_DOUBLE : SA_REF_FLOAT;
        const size_t esz = prec ? 8 : 4;
        t_prob p;
        t_pcache pg;
        sa_attention_args a;
        unsigned char *clean_o, *clean_l, *o, *l;
        int b, i, h, e, affected = 0, g;
        t_prob_make(&p, &r, SA_DTYPE_BF16, B, S, S, HQ, HKV, D, 1, LAYOUT_CONTIGUOUS, 1.0);
        g = HQ / HKV;
        clean_o = (unsigned char *)calloc(p.nq, esz); o = (unsigned char *)calloc(p.nq, esz);
        clean_l = (unsigned char *)calloc((size_t)B * HQ * S, esz); l = (unsigned char *)calloc((size_t)B * HQ * S, esz);
        CHECK(sa_ref_attention(&p.a, rp, clean_o, clean_l) == SA_OK, "clean: %s", sa_last_error(NULL));
        if (kind == 0) p.q[t_off(&p, p.a.q_strides, pb, pi, ph, 1) + pe] = sa_f32_to_bf16(NAN);
        if (kind == 1) p.k[t_off(&p, p.a.k_strides, pb, pi, ph, 0) + pe] = sa_f32_to_bf16(NAN);
        if (kind == 2) p.k[t_off(&p, p.a.k_strides, pb, pi, ph, 0) + pe] = sa_f32_to_bf16(INFINITY);
        if (kind == 3) p.v[t_off(&p, p.a.v_strides, pb, pi, ph, 0) + pe] = sa_f32_to_bf16(NAN);
        if (kind == 4) p.v[t_off(&p, p.a.v_strides, pb, pi, ph, 0) + pe] = sa_f32_to_bf16(INFINITY);
        a = p.a;
        if (paged) { /* pages of 8 over max_pages + 2 slots, the unused ones -1 */
          int j;
          p.a.k_strides = p.a.v_strides = (sa_strides){(int64_t)S * HKV * D, HKV * D, D}; /* t_off's, at seqlen_k S */
          p.a.seqlen_k = S + 16; /* two spare slots a sequence never uses */
          t_paged_make(&pg, &p, &r, 8);
          p.a.seqlen_k = S;
          for (b = 0; b < B; ++b)
            for (j = (S + 7) / 8; j < pg.max_pages; ++j) pg.bt[b * pg.max_pages + j] = -1;
          a.k = pg.k; a.v = pg.v; a.k_strides = a.v_strides = (sa_strides){0, 0, 0};
          a.block_table = pg.bt; a.seqlens_k = pg.lens; a.page_size = 8; a.max_pages = pg.max_pages; a.num_pages = pg.num_pages;
        }
        CHECK(sa_ref_attention(&a, rp, o, l) == SA_OK, "kind %d: %s", kind, sa_last_error(NULL));
        for (b = 0; b < B; ++b)
          for (h = 0; h < HQ; ++h)
            for (i = 0; i < S; ++i) {
              const int64_t oo = t_off(&p, p.a.o_strides, b, i, h, 1), lo = t_lse_off(&p, b, i, h);
              const int group = b == pb && (kind == 0 ? h == ph : h / g == ph);
              const int sees = group && (kind == 0 ? i == pi : i >= pi);
              const double lse = prec ? ((double *)l)[lo] : ((float *)l)[lo];
              int nonfinite = 0, nan_all = 1, same = 1;
              double q_e = 0;
              for (e = 0; e < D; ++e) {
                const double x = prec ? ((double *)o)[oo + e] : ((float *)o)[oo + e];
                nonfinite |= !isfinite(x);
                nan_all &= isnan(x);
              }
              same = !memcmp(o + (size_t)oo * esz, clean_o + (size_t)oo * esz, (size_t)D * esz) &&
                     !memcmp(l + (size_t)lo * esz, clean_l + (size_t)lo * esz, esz);
              if (!sees) {
                CHECK(same, "kind %d prec %d paged %d: row (b %d, i %d, h %d) does not read the bad value but differs from the "
                      "clean reference", kind, prec, paged, b, i, h);
                continue;
              }
              ++affected;
              if (kind == 2) q_e = t_ld(&p, p.q, t_off(&p, p.a.q_strides, b, i, h, 1) + pe);
              if (kind <= 1 || (kind == 2 && q_e >= 0)) { /* a NaN or +inf score (0 * inf is NaN) */
                CHECK(nan_all && isnan(lse), "kind %d prec %d paged %d: row (b %d, i %d, h %d) reads a NaN/+inf score: O %s, "
                      "LSE %g", kind, prec, paged, b, i, h, nan_all ? "NaN" : "not all NaN", lse);
              } else if (kind == 2) { /* a -inf score: the key is masked, the row finite */
                CHECK(!nonfinite && isfinite(lse), "kind %d prec %d paged %d: row (b %d, i %d, h %d) with a -inf score is "
                      "non-finite", kind, prec, paged, b, i, h);
              } else { /* V: O non-finite, the scores (the LSE) untouched */
                CHECK(nonfinite && !memcmp(l + (size_t)lo * esz, clean_l + (size_t)lo * esz, esz), "kind %d prec %d paged "
                      "%d: row (b %d, i %d, h %d) reads a bad V: O %s, LSE %g", kind, prec, paged, b, i, h,
                      nonfinite ? "non-finite" : "finite", lse);
              }
            }
        CHECK(affected > 0, "kind %d: no row reads the bad value", kind);
        if (paged) t_paged_free(&pg);
        free(clean_o); free(clean_l); free(o); free(l);
        t_prob_free(&p);
      }
}

/* Decode's reference: a NaN in one sequence's cache makes every query head of that KV head NaN (O and LSE), the other
   KV head and the other sequence as the clean reference bit for bit; splits (chunks) and BLASST-free dense. */
TEST(ref_decode_nonfinite) {
  t_rng r = {5252};
  int kind;
  for (kind = 0; kind < 3; ++kind) {
    t_dec t;
    sa_ref_options ro;
    double *o, *l, *co, *cl;
    const int B = 2, hkv = 2, g = 4, d = 64, L = 100;
    int b, h, e;
    CHECK(t_dec_make(&t, &r, SA_DTYPE_BF16, B, 1, hkv * g, hkv, d, L, 0, 0) == 0, "make");
    t.lens[1] = L;
    memset(&ro, 0, sizeof ro);
    ro.precision = SA_REF_DOUBLE; ro.kv_tile = 32; ro.chunks = 2;
    co = (double *)calloc(t.nq, 8); cl = (double *)calloc((size_t)B * hkv * g, 8);
    o = (double *)calloc(t.nq, 8); l = (double *)calloc((size_t)B * hkv * g, 8);
    CHECK(sa_ref_decode(&t.a, &ro, co, cl) == SA_OK, "clean: %s", sa_last_error(NULL));
    if (kind == 0) t.q[((size_t)0 * hkv * g + 5) * d + 3] = sa_f32_to_bf16(NAN);             /* b 0, query head 5 */
    if (kind == 1) t.kc[(((size_t)1 * L + 30) * hkv + 0) * d + 11] = sa_f32_to_bf16(NAN);      /* b 1, KV head 0 */
    if (kind == 2) t.vc[(((size_t)1 * L + 60) * hkv + 1) * d + 11] = sa_f32_to_bf16(NAN);      /* b 1, KV head 1 */
    CHECK(sa_ref_decode(&t.a, &ro, o, l) == SA_OK, "kind %d: %s", kind, sa_last_error(NULL));
    for (b = 0; b < B; ++b)
      for (h = 0; h < hkv * g; ++h) {
        const int sees = kind == 0 ? b == 0 && h == 5 : b == 1 && h / g == (kind == 1 ? 0 : 1);
        const size_t oo = ((size_t)b * hkv * g + h) * d, lo = (size_t)b * hkv * g + h;
        int nan_all = 1, nan_any = 0;
        for (e = 0; e < d; ++e) { nan_all &= isnan(o[oo + e]); nan_any |= isnan(o[oo + e]); }
        if (!sees)
          CHECK(!memcmp(o + oo, co + oo, (size_t)d * 8) && l[lo] == cl[lo], "decode kind %d: (b %d, head %d) changed", kind,
                b, h);
        else if (kind < 2)
          CHECK(nan_all && isnan(l[lo]), "decode kind %d: (b %d, head %d): O %s, LSE %g", kind, b, h, nan_all ? "NaN" : "not "
                "all NaN", l[lo]);
        else
          CHECK(nan_any && l[lo] == cl[lo], "decode kind %d: (b %d, head %d): O %s, LSE %g (clean %g)", kind, b, h,
                nan_any ? "NaN" : "finite", l[lo], cl[lo]);
      }
    free(o); free(l); free(co); free(cl);
    t_dec_free(&t);
  }
}

/* No keys at all (seqlen_k = 0, max_seqlen_k = 0): k and v may be NULL; every row is O = 0 and LSE = -inf, in the
   reference (padded, packed, paged; decode) and through the GPU entry points' checks (a dry-run context: the call goes
   through every step, no launch reads K/V). A call with keys still needs k and v. */
TEST(empty_keys_null_kv) {
  enum { B = 2, SQ = 5, H = 4, D = 64 };
  static float o[B * SQ * H * D], l[B * H * SQ];
  int32_t cu_q[B + 1] = {0, 2, 5}, cu_k[B + 1] = {0, 0, 0}, lens[B] = {0, 0}, bt[B * 2] = {-1, -1, -1, -1};
  uint16_t q[B * SQ * H * D];
  sa_attention_args a;
  sa_decode_args dd;
  sa_ref_options ro;
  unsigned char *A = t_aligned_mib();
  sa_context *ctx = NULL;
  int layout, i;
  CHECK(A, "alloc");
  for (i = 0; i < B * SQ * H * D; ++i) q[i] = sa_f32_to_bf16(0.25f);
  for (layout = 0; layout < 3; ++layout) {
    memset(&a, 0, sizeof a);
    a.dtype = SA_DTYPE_BF16; a.batch = B; a.seqlen_q = SQ; a.seqlen_k = 0; a.heads_q = a.heads_kv = H; a.head_dim = D;
    a.causal = layout != 1; a.q = q;
    if (layout == 1) { a.cu_seqlens_q = cu_q; a.cu_seqlens_k = cu_k; a.total_q = SQ; }
    if (layout == 2) { a.seqlens_k = lens; a.block_table = bt; a.page_size = 16; a.max_pages = 2; a.num_pages = 1; }
    for (i = 0; i < B * SQ * H * D; ++i) o[i] = 7.f;
    for (i = 0; i < B * H * SQ; ++i) l[i] = 7.f;
    CHECK(sa_ref_attention(&a, SA_REF_FLOAT, o, l) == SA_OK, "layout %d: %s", layout, sa_last_error(NULL));
    for (i = 0; i < (layout == 1 ? SQ : B * SQ) * H * D; ++i) CHECK(o[i] == 0.f, "layout %d: O[%d] = %g", layout, i, (double)o[i]);
    for (i = 0; i < (layout == 1 ? SQ : B * SQ) * H; ++i)
      CHECK(isinf(l[i]) && l[i] < 0, "layout %d: LSE[%d] = %g", layout, i, (double)l[i]);
  }
  /* a call with keys still needs them */
  a.seqlen_k = 3; a.seqlens_k = NULL; a.block_table = NULL; a.page_size = a.max_pages = a.num_pages = 0;
  a.cu_seqlens_q = a.cu_seqlens_k = NULL; a.total_q = 0;
  CHECK(sa_ref_attention(&a, SA_REF_FLOAT, o, l) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "args->k is NULL"),
        "seqlen_k 3 without k: %s", sa_last_error(NULL));
  /* decode: every cache empty */
  memset(&dd, 0, sizeof dd);
  dd.dtype = SA_DTYPE_BF16; dd.batch = B; dd.q_len = 1; dd.heads_q = H; dd.heads_kv = 1; dd.head_dim = D; dd.q = q;
  dd.seqlens_k = lens; dd.max_seqlen_k = 0;
  memset(&ro, 0, sizeof ro);
  ro.precision = SA_REF_FLOAT;
  for (i = 0; i < B * H * D; ++i) o[i] = 7.f;
  CHECK(sa_ref_decode(&dd, &ro, o, l) == SA_OK, "decode: %s", sa_last_error(NULL));
  for (i = 0; i < B * H * D; ++i) CHECK(o[i] == 0.f, "decode: O[%d] = %g", i, (double)o[i]);
  for (i = 0; i < B * H; ++i) CHECK(isinf(l[i]) && l[i] < 0, "decode: LSE[%d] = %g", i, (double)l[i]);
  dd.max_seqlen_k = 4;
  CHECK(sa_ref_decode(&dd, &ro, o, l) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "args->k is NULL"),
        "decode max_seqlen_k 4 without k: %s", sa_last_error(NULL));
  /* the GPU entry points' checks, on dry-run contexts of sm_80 and sm_90a (tensor maps need K/V: none built) */
  for (i = 0; i < 2; ++i) {
    CHECK(sa__context_nodevice_arch(i ? "sm_90a" : "sm_80", 0, 1, &ctx) == SA_OK, "%s", sa_last_error(NULL));
    memset(&a, 0, sizeof a);
    a.dtype = SA_DTYPE_BF16; a.batch = B; a.seqlen_q = SQ; a.seqlen_k = 0; a.heads_q = a.heads_kv = H; a.head_dim = D;
    a.causal = 1; a.q = A; a.o = A + (256 << 10); a.lse = (float *)(A + (512 << 10));
    CHECK(sa_attention(ctx, &a, NULL) == SA_OK, "%s: prefill, seqlen_k 0, k NULL: %s", ctx->arch, sa_last_error(ctx));
    a.seqlen_k = 3;
    CHECK(sa_attention(ctx, &a, NULL) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(ctx), "args->k is NULL"),
          "%s: prefill, seqlen_k 3, k NULL: %s", ctx->arch, sa_last_error(ctx));
    memset(&dd, 0, sizeof dd);
    dd.dtype = SA_DTYPE_BF16; dd.batch = B; dd.q_len = 1; dd.heads_q = H; dd.heads_kv = 1; dd.head_dim = D;
    dd.q = A; dd.o = A + (256 << 10); dd.seqlens_k = (const int32_t *)(A + (768 << 10)); dd.max_seqlen_k = 0;
    CHECK(sa_decode(ctx, &dd, NULL) == SA_OK, "%s: decode, max_seqlen_k 0, k NULL: %s", ctx->arch, sa_last_error(ctx));
    sa_context_destroy(ctx);
  }
  free(A);
}

/* No keys on the GPU with k = v = NULL (seqlen_k = 0; decode max_seqlen_k = 0): the calls succeed and write O = 0 and
   LSE = -inf over outputs poisoned with 0xff, padded and paged (-1 in every block_table slot) prefill and decode;
   on sm_90a the prefill builds no tensor maps (sa__tmaps_of). The reference agrees (empty_keys_null_kv). */
GPU_TEST(gpu_empty_keys_null_kv) {
  enum { B = 2, SQ = 5, H = 4, D = 128 };
  static uint16_t q[B * SQ * H * D], o[B * SQ * H * D];
  static float l[B * H * SQ];
  const int32_t zeros[B] = {0, 0}, bt[B * 2] = {-1, -1, -1, -1};
  int layout, i;
  void *dq, *dout, *dl, *dlens, *dbt;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (i = 0; i < B * SQ * H * D; ++i) q[i] = sa_f32_to_bf16(0.5f);
  dq = t_dup(q, sizeof q); dout = t_dalloc(sizeof o, 0xff); dl = t_dalloc(sizeof l, 0xff);
  dlens = t_dup(zeros, sizeof zeros); dbt = t_dup(bt, sizeof bt);
  CHECK(dq && dout && dl && dlens && dbt, "device buffers");
  for (layout = 0; layout < 3; ++layout) {
    const int n_rows = layout == 2 ? B * H : B * SQ * H;
    sa_memset_device(g_ctx, dout, 0xff, sizeof o);
    sa_memset_device(g_ctx, dl, 0xff, sizeof l);
    if (layout < 2) {
      sa_attention_args a;
      memset(&a, 0, sizeof a);
      a.dtype = SA_DTYPE_BF16; a.batch = B; a.seqlen_q = SQ; a.seqlen_k = 0; a.heads_q = a.heads_kv = H; a.head_dim = D;
      a.causal = 1; a.q = dq; a.o = dout; a.lse = (float *)dl;
      if (layout == 1) {
        a.seqlens_k = (const int32_t *)dlens; a.block_table = (const int32_t *)dbt;
        a.page_size = 16; a.max_pages = 2; a.num_pages = 1;
      }
      CHECK(sa_attention(g_ctx, &a, NULL) == SA_OK, "layout %d: %s", layout, sa_last_error(g_ctx));
    } else {
      sa_decode_args d;
      memset(&d, 0, sizeof d);
      d.dtype = SA_DTYPE_BF16; d.batch = B; d.q_len = 1; d.heads_q = H; d.heads_kv = 1; d.head_dim = D;
      d.q = dq; d.o = dout; d.lse = (float *)dl; d.seqlens_k = (const int32_t *)dlens; d.max_seqlen_k = 0;
      CHECK(sa_decode(g_ctx, &d, NULL) == SA_OK, "decode: %s", sa_last_error(g_ctx));
    }
    CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK, "%s", sa_last_error(g_ctx));
    CHECK(sa_memcpy_dtoh(g_ctx, o, dout, (size_t)n_rows * D * 2) == SA_OK &&
          sa_memcpy_dtoh(g_ctx, l, dl, (size_t)n_rows * 4) == SA_OK, "copy back");
    for (i = 0; i < n_rows * D; ++i) CHECK(o[i] == 0 || o[i] == 0x8000, "layout %d: O[%d] = 0x%04x", layout, i, o[i]);
    for (i = 0; i < n_rows; ++i) CHECK(isinf(l[i]) && l[i] < 0, "layout %d: LSE[%d] = %g", layout, i, (double)l[i]);
  }
  sa_device_free(g_ctx, dq); sa_device_free(g_ctx, dout); sa_device_free(g_ctx, dl);
  sa_device_free(g_ctx, dlens); sa_device_free(g_ctx, dbt);
}

/* The reference refuses what the GPU's launch refuses (grid limits; the same check functions), and takes -1 in the
   block_table slots a sequence does not use, as the GPU does; a used slot outside [0, num_pages) is refused. */
TEST(ref_refuses_as_gpu) {
  enum { D = 64 };
  static uint16_t buf[4096];
  static float o[4096], l[512];
  int32_t lens[2] = {3, 0}, none[2] = {0, 0}, bt[4] = {0, -1, -1, -1};
  sa_attention_args a;
  sa_decode_args dd;
  sa_ref_options ro;
  memset(&a, 0, sizeof a);
  a.dtype = SA_DTYPE_BF16; a.batch = 1; a.seqlen_q = 1; a.seqlen_k = 1; a.heads_q = 65536; a.heads_kv = 65536;
  a.head_dim = D; a.q = a.k = a.v = buf;
  CHECK(sa_ref_attention(&a, SA_REF_FLOAT, o, NULL) == SA_ERROR_UNSUPPORTED && strstr(sa_last_error(NULL), "65535"),
        "heads_q 65536: %s", sa_last_error(NULL));
  memset(&dd, 0, sizeof dd);
  dd.dtype = SA_DTYPE_BF16; dd.batch = 1; dd.q_len = 1; dd.heads_q = 4096; dd.heads_kv = 4096; dd.head_dim = D;
  dd.q = dd.k = dd.v = buf; dd.seqlens_k = none; dd.max_seqlen_k = 0;
  memset(&ro, 0, sizeof ro);
  CHECK(sa_ref_decode(&dd, &ro, o, NULL) == SA_ERROR_UNSUPPORTED && strstr(sa_last_error(NULL), "too large for one launch"),
        "decode heads_kv x q_len: %s", sa_last_error(NULL));
  /* paged: -1 in the slots past a sequence's pages is accepted (prefill and decode); in a used slot it is refused */
  memset(&a, 0, sizeof a);
  a.dtype = SA_DTYPE_BF16; a.batch = 2; a.seqlen_q = 1; a.seqlen_k = 3; a.heads_q = a.heads_kv = 1; a.head_dim = D;
  a.q = a.k = a.v = buf; a.seqlens_k = lens; a.block_table = bt; a.page_size = 4; a.max_pages = 2; a.num_pages = 1;
  CHECK(sa_ref_attention(&a, SA_REF_FLOAT, o, l) == SA_OK, "prefill, -1 padding: %s", sa_last_error(NULL));
  memset(&dd, 0, sizeof dd);
  dd.dtype = SA_DTYPE_BF16; dd.batch = 2; dd.q_len = 1; dd.heads_q = dd.heads_kv = 1; dd.head_dim = D;
  dd.q = dd.k = dd.v = buf; dd.seqlens_k = lens; dd.max_seqlen_k = 3;
  dd.block_table = bt; dd.page_size = 4; dd.max_pages = 2; dd.num_pages = 1;
  CHECK(sa_ref_decode(&dd, &ro, o, l) == SA_OK, "decode, -1 padding: %s", sa_last_error(NULL));
  bt[0] = -1;
  CHECK(sa_ref_attention(&a, SA_REF_FLOAT, o, l) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "block_table[0][0]"),
        "prefill, -1 in a used slot: %s", sa_last_error(NULL));
  CHECK(sa_ref_decode(&dd, &ro, o, l) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "block_table[0][0]"),
        "decode, -1 in a used slot: %s", sa_last_error(NULL));
  /* an FP8 cache's scales: what validation mode refuses on the GPU (a scale read that is not finite and positive) */
  {
    float sc[2] = {1.f, 1.f};
    bt[0] = 0;
    dd.kv.format = SA_KV_FP8_E4M3; dd.kv.k_scale = sc; dd.kv.v_scale = sc; dd.kv.scale_batch_stride = 1;
    CHECK(sa_ref_decode(&dd, &ro, o, l) == SA_OK, "decode, FP8 cache: %s", sa_last_error(NULL));
    sc[1] = -2.f;
    CHECK(sa_ref_decode(&dd, &ro, o, l) == SA_ERROR_INVALID_ARGUMENT && strstr(sa_last_error(NULL), "args->kv.k_scale[1]"),
          "decode, FP8 cache, scale -2: %s", sa_last_error(NULL));
  }
}

/* NaN and Inf in the inputs: the call completes (no hang, no fault), every row that sees the bad value is non-finite
   (propagated, not hidden), and every (sequence, KV head group) that does not read it equals the reference. Prefill
   (Q NaN, K NaN, V Inf) and decode (Q NaN, V Inf). Against sa_ref_* too, which propagates them as the kernels do
   (ref_nonfinite_inputs): the rows that read a NaN score have a NaN LSE on both, those that read a bad V a finite LSE
   equal to the reference's, and every finite GPU row equals the reference. The one difference: a row may come out
   non-finite on the GPU where it masks a bad V (causally) that its warp's KV tile holds, since P.V multiplies the
   masked key's 0 by the Inf; the reference reads no masked key, so such a row is finite there. */
GPU_TEST(gpu_nonfinite_inputs) {
  t_rng r = {4040};
  int kind;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  for (kind = 0; kind < 3; ++kind) {
    t_prob p;
    t_dprob d;
    uint16_t *o;
    float *gl;
    double *ref, *rref, *rlse, worst = 0;
    const int pb = kind == 1 ? 1 : 0, pi = kind == 0 ? 40 : kind == 1 ? 70 : 100, ph = kind == 0 ? 1 : kind == 1 ? 0 : 1;
    int b, i, h, e, g, nonfinite_rows = 0, affected = 0;
    t_prob_make(&p, &r, SA_DTYPE_BF16, 2, 150, 150, 4, 2, 128, 1, LAYOUT_CONTIGUOUS, 1.0);
    g = p.a.heads_q / p.a.heads_kv;
    if (kind == 0) p.q[t_off(&p, p.a.q_strides, pb, pi, ph, 1) + 5] = sa_f32_to_bf16(NAN);         /* query head 1 */
    if (kind == 1) p.k[t_off(&p, p.a.k_strides, pb, pi, ph, 0) + 7] = sa_f32_to_bf16(NAN);         /* KV head 0 */
    if (kind == 2) p.v[t_off(&p, p.a.v_strides, pb, pi, ph, 0) + 9] = sa_f32_to_bf16(INFINITY);    /* KV head 1 */
    ref = (double *)calloc(p.nq + 1, sizeof(double));
    t_naive(&p, ref, NULL);
    rref = (double *)calloc(p.nq + 1, sizeof(double));
    rlse = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
    CHECK(sa_ref_attention(&p.a, SA_REF_DOUBLE, rref, rlse) == SA_OK, "ref: %s", sa_last_error(NULL));
    CHECK(t_dprob_make(&d, &p), "device copies: %s", sa_last_error(g_ctx));
    CHECK(sa_attention(g_ctx, &d.a, NULL) == SA_OK && sa_stream_synchronize(g_ctx, NULL) == SA_OK, "%s", sa_last_error(g_ctx));
    o = (uint16_t *)malloc(p.nq * 2);
    gl = (float *)malloc(t_lse_elems(&p) * 4 + 4);
    CHECK(sa_memcpy_dtoh(g_ctx, o, d.o, p.nq * 2) == SA_OK, "copy back");
    CHECK(sa_memcpy_dtoh(g_ctx, gl, d.lse, t_lse_elems(&p) * 4) == SA_OK, "copy back the LSE");
    for (b = 0; b < p.a.batch; ++b)
      for (h = 0; h < p.a.heads_q; ++h)
        for (i = 0; i < p.a.seqlen_q; ++i) {
          const int64_t oo = t_off(&p, p.a.o_strides, b, i, h, 1), lo = t_lse_off(&p, b, i, h);
          const int same_group = b == pb && (kind == 0 ? h / g == ph / g : h / g == ph);
          const int sees = kind == 0 ? b == pb && h == ph && i == pi : same_group && i >= pi;
          int bad = 0, ref_bad = 0;
          double num = 0, den = 0, rnum = 0, rden = 0;
          for (e = 0; e < p.a.head_dim; ++e) {
            const double x = t_ld(&p, o, oo + e);
            bad |= !isfinite(x);
            ref_bad |= !isfinite(rref[oo + e]);
            num += (x - ref[oo + e]) * (x - ref[oo + e]);
            den += ref[oo + e] * ref[oo + e];
            rnum += (x - rref[oo + e]) * (x - rref[oo + e]);
            rden += rref[oo + e] * rref[oo + e];
          }
          nonfinite_rows += bad;
          /* the reference: non-finite exactly where the row reads the bad value */
          CHECK(ref_bad == sees, "kind %d: row (b %d, i %d, h %d): the reference is %s but the row %s the bad value", kind, b,
                i, h, ref_bad ? "non-finite" : "finite", sees ? "reads" : "does not read");
          if (sees && kind < 2) {
            CHECK(isnan(gl[lo]) && isnan(rlse[lo]), "kind %d: row (b %d, i %d, h %d) reads a NaN score: LSE %g (reference "
                  "%g); both must be NaN", kind, b, i, h, (double)gl[lo], rlse[lo]);
          } else {
            CHECK(isfinite(gl[lo]) && fabs(gl[lo] - rlse[lo]) < 1e-2 * (1 + fabs(rlse[lo])), "kind %d: row (b %d, i %d, h %d): "
                  "LSE %g, reference %g", kind, b, i, h, (double)gl[lo], rlse[lo]);
          }
          if (!bad)
            CHECK(sqrt(rnum / (rden > 0 ? rden : 1)) < 1e-2, "kind %d: row (b %d, i %d, h %d) is finite but off the reference "
                  "(rel err %g)", kind, b, i, h, sqrt(rnum / (rden > 0 ? rden : 1)));
          else if (!sees)
            CHECK(kind == 2 && same_group, "kind %d: row (b %d, i %d, h %d) does not read the bad value but is non-finite "
                  "(only a masked bad V in the row's KV tile may do that)", kind, b, i, h);
          if (sees) {
            ++affected;
            CHECK(bad, "kind %d: row (b %d, i %d, h %d) reads the bad value but its output is finite", kind, b, i, h);
          } else if (!same_group) {
            CHECK(!bad && sqrt(num / (den > 0 ? den : 1)) < 1e-2, "kind %d: row (b %d, i %d, h %d) of an untouched group: "
                  "%s, rel err %g", kind, b, i, h, bad ? "non-finite" : "finite", sqrt(num / (den > 0 ? den : 1)));
            if (sqrt(num / (den > 0 ? den : 1)) > worst) worst = sqrt(num / (den > 0 ? den : 1));
          }
        }
    CHECK(affected > 0, "kind %d: no row reads the bad value: the test tests nothing", kind);
    free(o); free(ref); free(rref); free(rlse); free(gl);
    t_dprob_free(&d);
    t_prob_free(&p);
    (void)nonfinite_rows;
  }
  /* decode: Q NaN in one query head, V Inf at one cache position (splits on) */
  for (kind = 0; kind < 2; ++kind) {
    t_dec t;
    sa_decode_plan plan;
    sa_blasst_params none;
    sa_ref_options ro;
    char err[512] = "";
    uint16_t *o;
    float *l;
    double *ref, *rl;
    const int B = 2, hkv = 2, g = 4, d = 128, L = 600;
    int b, h, e;
    CHECK(t_dec_make(&t, &r, SA_DTYPE_BF16, B, 1, hkv * g, hkv, d, L, 0, 0) == 0, "make");
    t.lens[1] = L;
    if (kind == 0) t.q[((size_t)0 * hkv * g + 5) * d + 3] = sa_f32_to_bf16(NAN);                  /* b 0, query head 5 */
    else t.vc[(((size_t)1 * L + 300) * hkv + 0) * d + 11] = sa_f32_to_bf16(INFINITY);            /* b 1, KV head 0 */
    o = (uint16_t *)malloc(t.nq * 2);
    l = (float *)malloc((size_t)B * hkv * g * 4);
    memset(&none, 0, sizeof none);
    CHECK(t_dec_run(&t, SA_METHOD_DENSE, none, 0, 0, 0, o, l, &plan, NULL, err, sizeof err) == SA_OK, "%s", err);
    ref = (double *)calloc(t.nq, sizeof(double));
    rl = (double *)calloc((size_t)B * hkv * g, sizeof(double));
    memset(&ro, 0, sizeof ro);
    ro.precision = SA_REF_DOUBLE;
    CHECK(sa_ref_decode(&t.a, &ro, ref, rl) == SA_OK, "ref: %s", sa_last_error(NULL));
    for (b = 0; b < B; ++b)
      for (h = 0; h < hkv * g; ++h) {
        const int sees = kind == 0 ? b == 0 && h == 5 : b == 1 && h / g == 0;
        const int same_group = kind == 0 ? b == 0 && h / g == 5 / g : sees;
        const size_t oo = ((size_t)b * hkv * g + h) * d;
        int bad = 0;
        for (e = 0; e < d; ++e) bad |= !isfinite(t_ld16(o, oo + e, SA_DTYPE_BF16));
        {   /* the reference: non-finite where the GPU must be; the LSE NaN on both for a NaN score, else equal */
          const size_t lo = (size_t)b * hkv * g + h;
          int ref_bad = 0;
          for (e = 0; e < d; ++e) ref_bad |= !isfinite(ref[oo + e]);
          CHECK(ref_bad == sees, "decode kind %d: (b %d, head %d): the reference is %s", kind, b, h, ref_bad ? "non-finite" : "finite");
          if (sees && kind == 0)
            CHECK(isnan(l[lo]) && isnan(rl[lo]), "decode kind %d: (b %d, head %d): LSE %g, reference %g; both must be NaN", kind,
                  b, h, (double)l[lo], rl[lo]);
          else
            CHECK(isfinite(l[lo]) && fabs(l[lo] - rl[lo]) < 1e-2 * (1 + fabs(rl[lo])), "decode kind %d: (b %d, head %d): LSE %g, "
                  "reference %g", kind, b, h, (double)l[lo], rl[lo]);
        }
        if (sees) {
          CHECK(bad, "decode kind %d: (b %d, head %d) reads the bad value but its output is finite", kind, b, h);
        } else if (!same_group) {
          size_t idx[128];
          for (e = 0; e < d; ++e) idx[e] = oo + (size_t)e;
          CHECK(!bad && t_rel_err16(o, ref, idx, (size_t)d, SA_DTYPE_BF16) < 1e-2, "decode kind %d: (b %d, head %d) of an "
                "untouched group is off (splits %d)", kind, b, h, plan.num_splits);
        }
      }
    free(o); free(l); free(ref); free(rl);
    t_dec_free(&t);
  }
}

/* Threads sharing one fresh context (memory-only cache: the first calls compile concurrently), each on its own stream
   with a different kernel (dense prefill, decode with splits, block-sparse, Kascade's sparse pass), 10 calls each with
   the output poisoned before every call; each thread checks its results against the reference. */
typedef struct t_mix { sa_context *ctx; int id; char err[512]; } t_mix;
static void *t_mix_body(void *arg) {
  t_mix *t = (t_mix *)arg;
  t_rng r;
  t_prob p;
  t_dprob d;
  void *s = NULL, *d1 = NULL, *d2 = NULL, *ws = NULL, *dq = NULL, *dk = NULL, *dv = NULL, *dlen = NULL;
  double *ref = NULL, err = 0, mx;
  int rep, bad = 0, nl, i, tiles;
  int32_t *idx = NULL, *cnt = NULL;
  sa_block_sparse_args bs;
  sa_kascade_sparse_args ks;
  t_dec dc;
  sa_decode_args da;
  r.s = 8080u + (uint64_t)t->id;
  if (sa_stream_create(t->ctx, &s) != SA_OK) { snprintf(t->err, sizeof t->err, "stream: %.400s", sa_last_error(t->ctx)); return NULL; }
  if (t->id % 4 == 1) { /* decode with splits */
    sa_decode_plan pl;
    sa_ref_options ro;
    uint16_t *o;
    size_t n, *ix;
    if (t_dec_make(&dc, &r, SA_DTYPE_BF16, 2, 1, 8, 2, 128, 3000, 0, 0) != 0) { snprintf(t->err, sizeof t->err, "make"); return NULL; }
    ref = (double *)calloc(dc.nq, sizeof(double));
    memset(&ro, 0, sizeof ro);
    ro.precision = SA_REF_DOUBLE;
    sa_ref_decode(&dc.a, &ro, ref, NULL);
    da = dc.a;
    da.q = dq = t_dup(dc.q, dc.nq * 2); da.k = dk = t_dup(dc.kc, dc.nkc * 2); da.v = dv = t_dup(dc.vc, dc.nkc * 2);
    da.seqlens_k = (const int32_t *)(dlen = t_dup(dc.lens, 8));
    da.o = d1 = t_dalloc(dc.nq * 2, 0xff);
    da.num_splits = 4;
    if (sa_decode_plan_get(t->ctx, &da, &pl) != SA_OK) { snprintf(t->err, sizeof t->err, "plan: %.400s", sa_last_error(t->ctx)); return NULL; }
    da.workspace = ws = t_dalloc(pl.workspace_bytes, 0xff); da.workspace_bytes = pl.workspace_bytes;
    o = (uint16_t *)malloc(dc.nq * 2);
    ix = t_dec_index(&dc, &n);
    for (rep = 0; rep < 10 && !t->err[0]; ++rep) {
      sa_memset_device(t->ctx, d1, 0xff, dc.nq * 2);
      if (sa_decode(t->ctx, &da, s) != SA_OK || sa_stream_synchronize(t->ctx, s) != SA_OK)
        snprintf(t->err, sizeof t->err, "thread %d decode call %d: %.400s", t->id, rep, sa_last_error(t->ctx));
      sa_memcpy_dtoh(t->ctx, o, d1, dc.nq * 2);
      err = t_rel_err16(o, ref, ix, n, SA_DTYPE_BF16);
      if (!t->err[0] && !(err < 1e-2)) snprintf(t->err, sizeof t->err, "thread %d decode call %d: rel err %g", t->id, rep, err);
    }
    free(o); free(ix); free(ref);
    sa_device_free(t->ctx, dq); sa_device_free(t->ctx, dk); sa_device_free(t->ctx, dv); sa_device_free(t->ctx, dlen);
    sa_device_free(t->ctx, d1); sa_device_free(t->ctx, ws);
    t_dec_free(&dc);
    sa_stream_destroy(t->ctx, s);
    return NULL;
  }
  t_prob_make(&p, &r, t->id & 4 ? SA_DTYPE_FP16 : SA_DTYPE_BF16, 1, 300 + 17 * t->id, 330, 4, 2, 128, 1, LAYOUT_CONTIGUOUS, 1.0);
  ref = (double *)calloc(p.nq + 1, sizeof(double));
  tiles = (p.a.seqlen_q + 127) / 128;
  nl = p.a.batch * p.a.heads_q * tiles; /* >= the Kascade lists' batch x heads_kv x tiles */
  idx = (int32_t *)malloc(sizeof(int32_t) * (size_t)nl * 4);
  cnt = (int32_t *)malloc(sizeof(int32_t) * (size_t)nl);
  for (i = 0; i < nl * 4; ++i) idx[i] = i % 4 < 3 ? i % 4 : 2; /* ascending 0, 1, 2, 2: blocks or keys (the repeat is ignored) */
  for (i = 0; i < nl; ++i) cnt[i] = 4;
  memset(&bs, 0, sizeof bs);
  memset(&ks, 0, sizeof ks);
  bs.attn = p.a; bs.block_index = idx; bs.block_count = cnt; bs.query_blocks = tiles; bs.max_blocks = 4; bs.window_tokens = 64;
  ks.attn = p.a; ks.indices = idx; ks.counts = cnt; ks.tiles = tiles; ks.max_k = 4;
  if (t->id % 4 == 0) t_naive(&p, ref, NULL);
  else if (t->id % 4 == 2) sa_ref_block_sparse(&bs, SA_REF_DOUBLE, ref, NULL);
  else sa_ref_kascade_sparse_attention(&ks, SA_REF_DOUBLE, ref, NULL);
  if (!t_dprob_make(&d, &p)) { snprintf(t->err, sizeof t->err, "device copies"); return NULL; }
  d1 = t_dup(idx, sizeof(int32_t) * (size_t)nl * 4);
  d2 = t_dup(cnt, sizeof(int32_t) * (size_t)nl);
  bs.attn = d.a; bs.block_index = (const int32_t *)d1; bs.block_count = (const int32_t *)d2;
  ks.attn = d.a; ks.indices = (int32_t *)d1; ks.counts = (int32_t *)d2;
  for (rep = 0; rep < 10 && !t->err[0]; ++rep) {
    sa_status st;
    uint16_t *o = (uint16_t *)malloc(p.nq * 2);
    double *o64 = (double *)malloc(p.nq * sizeof(double));
    size_t k;
    sa_memset_device(t->ctx, d.o, 0xff, p.nq * 2);
    st = t->id % 4 == 0 ? sa_attention(t->ctx, &d.a, s) : t->id % 4 == 2 ? sa_block_sparse_attention(t->ctx, &bs, s)
                                                                           : sa_kascade_sparse_attention(t->ctx, &ks, s);
    if (st != SA_OK || sa_stream_synchronize(t->ctx, s) != SA_OK)
      snprintf(t->err, sizeof t->err, "thread %d call %d: %.400s", t->id, rep, sa_last_error(t->ctx));
    sa_memcpy_dtoh(t->ctx, o, d.o, p.nq * 2);
    for (k = 0; k < p.nq; ++k) o64[k] = t_ld(&p, o, (int64_t)k);
    err = t_compare(&p, o64, t_get_f64, ref, NULL, t_get_f64, NULL, 0, &bad, &mx);
    if (!t->err[0] && !(err < 1e-2)) snprintf(t->err, sizeof t->err, "thread %d (kernel %d) call %d: rel err %g", t->id, t->id % 4, rep, err);
    free(o); free(o64);
  }
  t_dprob_free(&d);
  sa_device_free(t->ctx, d1); sa_device_free(t->ctx, d2);
  sa_stream_destroy(t->ctx, s);
  free(ref); free(idx); free(cnt);
  t_prob_free(&p);
  return NULL;
}
GPU_TEST(gpu_threads_mixed) {
  sa_context *c;
  sa_context_options o;
  pthread_t th[8];
  t_mix tm[8];
  int i;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  memset(&o, 0, sizeof o);
  o.no_disk_cache = 1;
  CHECK(sa_context_create(&o, &c) == SA_OK, "%s", sa_last_error(NULL));
  for (i = 0; i < 8; ++i) { tm[i].ctx = c; tm[i].id = i; tm[i].err[0] = 0; pthread_create(&th[i], NULL, t_mix_body, &tm[i]); }
  for (i = 0; i < 8; ++i) pthread_join(th[i], NULL);
  sa_context_destroy(c);
  for (i = 0; i < 8; ++i) CHECK(!tm[i].err[0], "%s", tm[i].err);
}

/* The stream check (always on) must accept our own streams: cuStreamGetCtx of a stream made by sa_stream_create is the
   primary context the library retained. The refusal of another context's stream is covered without a GPU by the
   refusal cases; making a second CUDA context here would need cuCtxCreate, which the library does not load. */
GPU_TEST(gpu_stream_check) {
  void *s = NULL;
  t_prob p;
  t_dprob d;
  t_rng r = {99};
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  CHECK(sa_stream_create(g_ctx, &s) == SA_OK, "%s", sa_last_error(g_ctx));
  t_prob_make(&p, &r, SA_DTYPE_BF16, 1, 64, 64, 2, 1, 128, 1, LAYOUT_CONTIGUOUS, 1.0);
  CHECK(t_dprob_make(&d, &p), "device copies");
  CHECK(sa__check_stream(g_ctx, "t", s) == SA_OK, "our own stream refused: %s", sa_last_error(g_ctx));
  CHECK(sa_attention(g_ctx, &d.a, s) == SA_OK && sa_stream_synchronize(g_ctx, s) == SA_OK, "%s", sa_last_error(g_ctx));
  t_dprob_free(&d);
  t_prob_free(&p);
  sa_stream_destroy(g_ctx, s);
}

/* Validation mode on a GPU: device-resident arguments are read back (after the stream's work) and checked: a packed
   call with decreasing cu_seqlens and a paged decode with a page past the cache are refused; the same calls with good
   arrays run and match the reference. */
GPU_TEST(gpu_validation_mode) {
  sa_context *c;
  sa_context_options o;
  t_rng r = {3131};
  t_prob p;
  t_dprob d;
  double *ref, *rl, err, mx;
  int bad = 0;
  if (!g_ctx) SKIP("no GPU: %s", g_no_gpu);
  memset(&o, 0, sizeof o);
  o.validate = 1;
  CHECK(sa_context_create(&o, &c) == SA_OK, "%s", sa_last_error(NULL));
  t_prob_make(&p, &r, SA_DTYPE_BF16, 3, 100, 120, 4, 2, 128, 1, LAYOUT_PACKED, 1.0);
  ref = (double *)calloc(p.nq + 1, sizeof(double));
  rl = (double *)calloc(t_lse_elems(&p) + 1, sizeof(double));
  t_naive(&p, ref, rl);
  CHECK(t_dprob_make(&d, &p), "device copies");
  CHECK(sa_attention(c, &d.a, NULL) == SA_OK, "valid packed call refused: %s", sa_last_error(c));
  err = t_check_out(&p, &d, ref, rl, &bad, &mx);
  CHECK(err < 1e-2 && bad == 0, "validated call: rel err %g, %d LSE rows off", err, bad);
  {
    int32_t cu[4];
    memcpy(cu, p.cuq, sizeof cu);
    cu[2] = cu[1] - 1; /* sequence 1 of length -1 */
    CHECK(sa_memcpy_htod(g_ctx, d.cuq, cu, sizeof cu) == SA_OK, "copy");
    CHECK(sa_attention(c, &d.a, NULL) == SA_ERROR_INVALID_ARGUMENT && t_names(sa_last_error(c), "cu_seqlens_q"),
          "decreasing cu_seqlens_q: %s", sa_last_error(c));
  }
  t_dprob_free(&d);
  free(ref); free(rl);
  t_prob_free(&p);
  { /* paged decode: a page past the cache */
    t_dec t;
    sa_decode_args a;
    void *dq, *dk, *dv, *dout, *dlens, *dbt;
    int32_t *bt;
    size_t nbt;
    CHECK(t_dec_make(&t, &r, SA_DTYPE_BF16, 2, 1, 8, 2, 128, 300, 64, 0) == 0, "make");
    nbt = (size_t)t.a.batch * t.a.max_pages;
    bt = (int32_t *)malloc(nbt * 4);
    memcpy(bt, t.bt, nbt * 4);
    a = t.a;
    a.num_splits = 1;
    a.q = dq = t_dup(t.q, t.nq * 2); a.k = dk = t_dup(t.kp, t.nkp * 2); a.v = dv = t_dup(t.vp, t.nkp * 2);
    a.o = dout = t_dalloc(t.nq * 2, 0xff);
    a.seqlens_k = (const int32_t *)(dlens = t_dup(t.lens, 8));
    a.block_table = (const int32_t *)(dbt = t_dup(bt, nbt * 4));
    CHECK(sa_decode(c, &a, NULL) == SA_OK, "valid paged decode refused: %s", sa_last_error(c));
    bt[1] = t.a.num_pages; /* sequence 0's second page (it has 300 keys: 5 pages) */
    CHECK(sa_memcpy_htod(g_ctx, dbt, bt, nbt * 4) == SA_OK, "copy");
    CHECK(sa_decode(c, &a, NULL) == SA_ERROR_INVALID_ARGUMENT && t_names(sa_last_error(c), "args->block_table[0][1]"),
          "page past the cache: %s", sa_last_error(c));
    CHECK(sa_stream_synchronize(g_ctx, NULL) == SA_OK, "%s", sa_last_error(g_ctx));
    sa_device_free(g_ctx, dq); sa_device_free(g_ctx, dk); sa_device_free(g_ctx, dv); sa_device_free(g_ctx, dout);
    sa_device_free(g_ctx, dlens); sa_device_free(g_ctx, dbt);
    free(bt);
    t_dec_free(&t);
  }
  sa_context_destroy(c);
}

#endif

/* Point a valid baseline call at another head dim and dtype (workspace sizes follow). */
static void t_call_shape(t_call *c, int d, sa_dtype dt) {
  size_t n = 0;
  c->a.head_dim = c->d.head_dim = d;
  c->a.dtype = c->d.dtype = dt;
  c->bs.attn = c->a;
  c->m.attn = c->a;
  sa_momo_workspace_size(&c->m, &n);
  c->m.workspace_bytes = n;
  sa_momo_buffers_get(&c->m, &c->mb);
  c->ks.attn = c->a;
  c->kp.sparse = c->ks;
  sa_kascade_prefill_workspace_size(&c->kp, &n);
  c->kp.workspace_bytes = n;
  sa_block_mass_workspace_size(&c->bs, &c->mass_bytes);
}

/* The calls no config of a smaller GPU carries (codegen/variants.py EXEMPT, the README's support matrix): MOMO's
   query-sparse pass at d256 on 163 KiB or less; at d256 on 99 KiB, the block-sparse pass (and its block mass) and Kascade's
   128-row tiles. */
static int t_arch_exempt(int e, int d, const sa_context *ctx) {
  if (d != 256 || ctx->smem_optin > 166912) return 0;
  if (e == E_QSA || e == E_MOMO) return 1;
  return ctx->smem_optin <= 101376 && (e == E_BS || e == E_MASS || e == E_KS || e == E_KP);
}

/* Every arch from sm_80, and an H100 capped as sm_80 and as a 99 KiB GPU: every kernel entry point with its default
   arguments, both dtypes and every carried default head dim, goes through all its steps (dry run: the launches are
   counted, not made) and each kernel it chose fits the context's shared memory with its static part, or the call is
   one the support matrix lists as missing and fails with SA_ERROR_UNSUPPORTED naming shared memory. */
TEST(arch_support) {
  static const int entries[] = {E_ATTN, E_DECODE, E_BS, E_MASS, E_QSA, E_TRIM, E_MOMO, E_KS, E_KP, E_TOPK};
  static const int dims[] = {64, 96, 128, 256};
  static const struct { const char *arch; int cap; } cases[] = {
      {"sm_80", 0}, {"sm_86", 0}, {"sm_89", 0}, {"sm_90a", 0}, {"sm_100", 0}, {"sm_120", 0}, {"sm_90a", 166912}, {"sm_90a", 101376}};
  unsigned char *A = t_aligned_mib();
  int ci, di, dt, e, variant, calls = 0, launches = 0, exempt = 0;
  CHECK(A, "alloc");
  for (ci = 0; ci < (int)(sizeof cases / sizeof cases[0]); ++ci) {
    sa_context *ctx = NULL;
    CHECK(sa__context_nodevice_arch(cases[ci].arch, cases[ci].cap, 1, &ctx) == SA_OK, "%s", sa_last_error(NULL));
    CHECK(!cases[ci].cap || (ctx->smem_optin == cases[ci].cap && ctx->max_family == 80), "cap %d: limit %d, family %d",
          cases[ci].cap, ctx->smem_optin, ctx->max_family);
    for (di = 0; di < 4; ++di) {
      if (!t_carried(dims[di])) continue;
      for (dt = 0; dt < 2; ++dt)
        for (variant = 0; variant < 5; ++variant)
          for (e = 0; e < (int)(sizeof entries / sizeof entries[0]); ++e) {
            t_call c;
            sa_status st;
            const int en = entries[e], before = ctx->dry_launches;
            t_call_init(&c, ctx, A);
            t_call_shape(&c, dims[di], dt ? SA_DTYPE_FP16 : SA_DTYPE_BF16);
            if (variant == 1) { t_packed(&c.a, &c); t_packed(&c.bs.attn, &c); t_packed(&c.m.attn, &c); c.kp.role = SA_KASCADE_REUSE; }
            if (variant == 2) { t_paged(&c); c.d.num_splits = 0; c.d.workspace = A + (512 << 10); c.d.workspace_bytes = 256 << 10; }
            if (variant == 3) { t_kascade_decode(&c); c.d.kascade.head_map = c.map; }
            if (variant == 4) { /* BLASST prefill and decode; 16 decode queries (32-row blocks) */
              c.a.method = c.d.method = SA_METHOD_BLASST;
              c.a.blasst.lambda = c.d.blasst.lambda = 0.01f;
              c.d.q_len = 16; c.d.num_splits = 0; c.d.workspace = A + (512 << 10); c.d.workspace_bytes = 256 << 10;
            }
            CHECK(c.m.workspace_bytes <= (1u << 20) && c.kp.workspace_bytes <= (1u << 20), "workspaces %zu, %zu",
                  c.m.workspace_bytes, c.kp.workspace_bytes);
            t_msg_clear(ctx);
            st = t_invoke(en, &c, ctx);
            ++calls;
            if (t_arch_exempt(en, dims[di], ctx)) {
              CHECK(st == SA_ERROR_UNSUPPORTED && strstr(sa_last_error(ctx), "shared memory"), "%s cap %d d%d %s: %s: %s",
                    cases[ci].arch, cases[ci].cap, dims[di], t_entry_names[en], sa_status_string(st), sa_last_error(ctx));
              ++exempt;
              continue;
            }
            CHECK(st == SA_OK && ctx->dry_launches > before, "%s cap %d d%d %s %s variant %d: %s: %s", cases[ci].arch,
                  cases[ci].cap, dims[di], dt ? "fp16" : "bf16", t_entry_names[en], variant, sa_status_string(st),
                  sa_last_error(ctx));
            launches += ctx->dry_launches - before;
          }
    }
    sa_context_destroy(ctx);
  }
  free(A);
  snprintf(t_cur->msg, sizeof t_cur->msg, "%d calls, %d launches checked, %d listed as unsupported", calls, launches, exempt);
}

/* The shared-memory cap: a bad option or environment value is refused before the driver is touched, naming it; a cap
   lowers the limits (and turns wgmma off below Hopper's) as on a smaller GPU. */
TEST(smem_cap_option) {
  sa_context_options o;
  sa_context *ctx = NULL;
  const char *keep = getenv("SPARSEATTN_MAX_SMEM_PER_BLOCK");
  char saved[64];
  snprintf(saved, sizeof saved, "%s", keep ? keep : "");
  memset(&o, 0, sizeof o);
  o.max_smem_per_block = 1000;
  CHECK(sa_context_create(&o, &ctx) == SA_ERROR_INVALID_ARGUMENT && t_names(sa_last_error(NULL), "max_smem_per_block"),
        "1000 bytes: %s", sa_last_error(NULL));
  o.max_smem_per_block = -1;
  CHECK(sa_context_create(&o, &ctx) == SA_ERROR_INVALID_ARGUMENT && t_names(sa_last_error(NULL), "max_smem_per_block"),
        "-1: %s", sa_last_error(NULL));
  o.max_smem_per_block = 0;
  setenv("SPARSEATTN_MAX_SMEM_PER_BLOCK", "99KiB", 1);
  CHECK(sa_context_create(&o, &ctx) == SA_ERROR_INVALID_ARGUMENT && t_names(sa_last_error(NULL), "SPARSEATTN_MAX_SMEM_PER_BLOCK"),
        "'99KiB': %s", sa_last_error(NULL));
  if (keep) setenv("SPARSEATTN_MAX_SMEM_PER_BLOCK", saved, 1);
  else unsetenv("SPARSEATTN_MAX_SMEM_PER_BLOCK");
  CHECK(sa__context_nodevice_arch("sm_90a", 101376, 0, &ctx) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(ctx->smem_optin == 101376 && ctx->smem_per_sm == 102400 && ctx->max_family == 80 && ctx->smem_capped,
        "capped: %d per block, %d per SM, family %d", ctx->smem_optin, ctx->smem_per_sm, ctx->max_family);
  sa_context_destroy(ctx);
  CHECK(sa__context_nodevice_arch("sm_90a", 300000, 0, &ctx) == SA_OK, "%s", sa_last_error(NULL));
  CHECK(ctx->smem_optin == 232448 && ctx->max_family == 90 && !ctx->smem_capped, "a cap above the GPU's limit changed it");
  sa_context_destroy(ctx);
}
