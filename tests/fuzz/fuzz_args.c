/* libFuzzer harness: argument validation of every GPU entry point, on a context without a GPU (sa__context_nodevice).
   The input is decoded into one call: which entry point, then every field of its arguments (sizes from a table of
   edge values or raw 32-bit, pointers NULL / aligned / misaligned, floats including NaN and infinities), and the
   device-resident arrays (cu_seqlens, seqlens_k, block_table, head maps, lengths) as host arrays. When those arrays
   fit the harness's buffer the context validates them (validation mode), else a context that does not read them is
   used. Oracle: no crash, no sanitizer report, and the call either refuses (INVALID_ARGUMENT or UNSUPPORTED with a
   message) or is accepted (OK, or the no-GPU failure of the driver step). */
#define SPARSEATTN_IMPLEMENTATION
#include "../../sparseattn.h"

#define BUF_INTS 65536
static sa_context *g_val, *g_noval;
static unsigned char *g_mem;    /* stands for every tensor and workspace */
static int32_t g_ints[BUF_INTS + 64]; /* + the offsets iarr hands out */

typedef struct rd { const uint8_t *d; size_t n, pos; } rd;
static unsigned u8(rd *r) { return r->pos < r->n ? r->d[r->pos++] : 0; }
static uint32_t u32(rd *r) { uint32_t v = u8(r); v |= u8(r) << 8; v |= u8(r) << 16; v |= (uint32_t)u8(r) << 24; return v; }

static int num(rd *r) {
  static const int edge[] = {0, 1, 2, 3, 4, 7, 8, 15, 16, 17, 32, 63, 64, 65, 96, 100, 127, 128, 129, 256, 1000, 4096,
                             65535, 65536, 1 << 20, 2147483647, -1, -2, -16, -2147483647 - 1};
  unsigned s = u8(r);
  if (s < 200) return edge[s % (sizeof edge / sizeof edge[0])];
  return (int)u32(r);
}
static float flt(rd *r) {
  static const float edge[] = {0.f, 1.f, 0.5f, 0.1f, 1.5f, -1.f, 1e-30f, 3e38f, 1e-6f, 1e3f};
  unsigned s = u8(r);
  uint32_t bits;
  float f;
  if (s < 160) return edge[s % (sizeof edge / sizeof edge[0])];
  if (s < 180) return NAN;
  if (s < 200) return s & 1 ? INFINITY : -INFINITY;
  bits = u32(r);
  memcpy(&f, &bits, 4);
  return f;
}
static int64_t stride(rd *r) { unsigned s = u8(r); return s < 128 ? 0 : s < 200 ? (int64_t)num(r) * 8 : (int64_t)num(r); }
static sa_strides strides(rd *r) { sa_strides s; s.batch = stride(r); s.seq = stride(r); s.head = stride(r); return s; }
/* a tensor or workspace pointer: NULL, aligned, or misaligned by 1, 2, 4 or 8 bytes */
static void *ptr(rd *r) {
  static const int off[] = {0, 0, 0, 0, 256, 1, 2, 4, 8};
  unsigned s = u8(r) % 10;
  return s == 9 ? NULL : g_mem + off[s];
}
/* a device int32 array: one of the harness's buffers, sometimes NULL or misaligned */
static int32_t *iarr(rd *r) {
  unsigned s = u8(r) % 12;
  if (s == 10) return NULL;
  if (s == 11) return (int32_t *)((char *)g_ints + 2);
  return g_ints + s * 4;
}

static void attn_args(rd *r, sa_attention_args *a) {
  memset(a, 0, sizeof *a);
  a->dtype = (sa_dtype)(u8(r) % 3);
  a->method = (sa_method)(u8(r) % 4);
  a->batch = num(r); a->seqlen_q = num(r); a->seqlen_k = num(r);
  a->heads_q = num(r); a->heads_kv = num(r); a->head_dim = num(r);
  a->q = ptr(r); a->k = ptr(r); a->v = ptr(r); a->o = ptr(r);
  if (u8(r) & 1) { a->q_strides = strides(r); a->k_strides = strides(r); a->v_strides = strides(r); a->o_strides = strides(r); }
  if (u8(r) & 1) { a->cu_seqlens_q = iarr(r); a->cu_seqlens_k = iarr(r); a->total_q = num(r); a->total_k = num(r); }
  a->lse = u8(r) & 1 ? (float *)ptr(r) : NULL;
  a->softmax_scale = u8(r) & 1 ? flt(r) : 0.f;
  a->causal = (int)(u8(r) % 3);
  a->blasst.lambda = flt(r); a->blasst.scale_factor = u8(r) & 1 ? flt(r) : 0.f;
  a->blasst.counters = u8(r) & 1 ? (unsigned long long *)ptr(r) : NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  rd r;
  sa_status st = SA_OK;
  sa_context *ctx;
  int e, i;
  int64_t need = 0;
  size_t bytes;
  sa_attention_args a;
  sa_decode_args dc;
  sa_block_sparse_args bs;
  sa_momo_args m;
  sa_momo_buffers mb;
  sa_kascade_sparse_args ks;
  sa_kascade_prefill_args kp;
  sa_decode_plan plan;
  sa_tiles tiles;
  void *own, *other, *stream;
  const char *msg;
  if (!g_val) {
    void *p = NULL;
    if (sa__context_nodevice(1, &g_val) != SA_OK || sa__context_nodevice(0, &g_noval) != SA_OK ||
        posix_memalign(&p, 256, 1 << 22) != 0)
      abort();
    g_mem = (unsigned char *)p;
    memset(g_mem, 0, 1 << 22);
  }
  r.d = d; r.n = n; r.pos = 0;
  e = (int)(u8(&r) % 14);
  /* the device-resident arrays: small values mostly, from the input */
  for (i = 0; i < BUF_INTS; ++i) g_ints[i] = i < 64 ? (int32_t)(int8_t)u8(&r) * (i & 1 ? 1 : 3) : i & 63;
  own = g_val->cuctx;
  other = &other;
  stream = u8(&r) % 8 == 0 ? (void *)&other : u8(&r) & 1 ? NULL : (void *)&own;
  memset(&dc, 0, sizeof dc);
  memset(&bs, 0, sizeof bs);
  memset(&m, 0, sizeof m);
  memset(&ks, 0, sizeof ks);
  memset(&kp, 0, sizeof kp);
  attn_args(&r, &a);
  /* what validation mode would read, in int32s */
  if (a.batch > 0) need = (int64_t)a.batch + 1;
  if (a.heads_kv > need) need = a.heads_kv;
  switch (e) {
    case 2: case 3: { /* decode */
      dc.dtype = a.dtype; dc.method = (sa_method)(u8(&r) % 4);
      dc.batch = num(&r); dc.q_len = num(&r); dc.heads_q = num(&r); dc.heads_kv = num(&r); dc.head_dim = num(&r);
      dc.q = ptr(&r); dc.o = ptr(&r); dc.k = ptr(&r); dc.v = ptr(&r);
      dc.lse = u8(&r) & 1 ? (float *)ptr(&r) : NULL;
      if (u8(&r) & 1) { dc.q_strides = strides(&r); dc.k_strides = strides(&r); dc.v_strides = strides(&r); }
      dc.seqlens_k = iarr(&r); dc.max_seqlen_k = num(&r); dc.capacity = u8(&r) & 1 ? num(&r) : 0;
      if (u8(&r) & 1) { dc.block_table = iarr(&r); dc.page_size = num(&r); dc.max_pages = num(&r); dc.num_pages = num(&r); }
      dc.softmax_scale = u8(&r) & 1 ? flt(&r) : 0.f;
      dc.causal = (int)(u8(&r) & 1);
      dc.num_splits = u8(&r) & 1 ? num(&r) : 0;
      if (u8(&r) & 1) { dc.workspace = ptr(&r); dc.workspace_bytes = (size_t)(unsigned)num(&r); }
      dc.blasst = a.blasst;
      dc.kascade.indices = iarr(&r); dc.kascade.counts = iarr(&r); dc.kascade.max_k = num(&r);
      dc.kascade.head_map = u8(&r) & 1 ? iarr(&r) : NULL;
      dc.kascade.anchor = (int)(u8(&r) & 1);
      dc.kascade.topk_fraction = flt(&r); dc.kascade.k_min = num(&r);
      need = dc.batch > 0 ? dc.batch : 0;
      if (dc.block_table && dc.batch > 0 && dc.max_pages > 0 && (int64_t)dc.batch * dc.max_pages > need)
        need = (int64_t)dc.batch * dc.max_pages;
      if (dc.heads_kv > need) need = dc.heads_kv;
      break;
    }
    case 4: case 5: case 6: /* block-sparse, block mass */
      bs.attn = a;
      bs.query_block = u8(&r) & 1 ? num(&r) : 0; bs.key_block = u8(&r) & 1 ? num(&r) : 0;
      bs.block_index = iarr(&r); bs.block_count = iarr(&r); bs.query_blocks = num(&r); bs.max_blocks = num(&r);
      bs.sink_tokens = u8(&r) & 1 ? num(&r) : 0; bs.window_tokens = u8(&r) & 1 ? num(&r) : 0;
      if (u8(&r) & 1) { bs.delta_o = ptr(&r); bs.delta_strides = strides(&r); bs.gamma = num(&r); }
      break;
    case 7: case 8: case 9: case 10: /* MOMO */
      m.attn = a;
      m.params.gamma = u8(&r) & 1 ? num(&r) : 0; m.params.key_block = u8(&r) & 1 ? num(&r) : 0;
      m.params.query_block = u8(&r) & 1 ? num(&r) : 0; m.params.k = u8(&r) & 1 ? num(&r) : 0;
      m.params.k_exact = u8(&r) & 1 ? num(&r) : 0; m.params.topk = (sa_topk_variant)(u8(&r) % 4);
      m.params.k_trim = u8(&r) & 1 ? num(&r) : 0;
      m.params.sink_tokens = u8(&r) & 1 ? num(&r) : 0; m.params.window_tokens = u8(&r) & 1 ? num(&r) : 0;
      m.workspace = ptr(&r); m.workspace_bytes = u8(&r) & 1 ? (size_t)1 << 22 : (size_t)(unsigned)num(&r);
      break;
    case 11: case 12: /* Kascade prefill */
      ks.attn = a;
      ks.tile = u8(&r) & 1 ? num(&r) : 0;
      ks.indices = iarr(&r); ks.counts = iarr(&r); ks.tiles = num(&r); ks.max_k = num(&r);
      ks.head_map = u8(&r) & 1 ? iarr(&r) : NULL;
      kp.sparse = ks;
      kp.role = (sa_kascade_role)(u8(&r) % 4);
      kp.topk_fraction = flt(&r); kp.k_min = num(&r); kp.chunk_tiles = num(&r);
      kp.workspace = ptr(&r); kp.workspace_bytes = u8(&r) & 1 ? (size_t)1 << 22 : (size_t)(unsigned)num(&r);
      break;
    default: break;
  }
  ctx = need <= BUF_INTS ? g_val : g_noval;
  own = ctx->cuctx;
  switch (e) {
    case 0: st = sa_attention(ctx, &a, stream); break;
    case 1: st = sa_attention_tiles(ctx, &a, &tiles); break;
    case 2: st = sa_decode(ctx, &dc, stream); break;
    case 3:
      st = sa_decode_plan_get(ctx, &dc, &plan);
      if (st == SA_OK && (plan.num_splits < 1 || plan.warps < 1 || plan.kv_tile < 1 || plan.rows_per_block < 1)) abort();
      break;
    case 4: st = sa_block_sparse_attention(ctx, &bs, stream); break;
    case 5: st = sa_block_mass(ctx, &bs, (const float *)ptr(&r), (float *)ptr(&r), ptr(&r), (size_t)(unsigned)num(&r), stream); break;
    case 6: st = sa_block_mass_workspace_size(&bs, &bytes); ctx = NULL; break;
    case 7: st = sa_momo_workspace_size(&m, &bytes); ctx = NULL; break;
    case 8:
      st = sa_momo_buffers_get(&m, &mb);
      if (st == SA_OK) st = sa_momo_qsa(ctx, &m, &mb, stream);
      else ctx = NULL;
      break;
    case 9:
      st = sa_momo_buffers_get(&m, &mb);
      if (st == SA_OK) st = sa_momo_union_trim(ctx, &m, &mb, stream);
      else ctx = NULL;
      break;
    case 10: st = sa_momo_prefill(ctx, &m, stream); break;
    case 11: st = sa_kascade_sparse_attention(ctx, &ks, stream); break;
    case 12: st = sa_kascade_prefill(ctx, &kp, stream); break;
    case 13: {
      const int rows = num(&r);
      if (rows > BUF_INTS) ctx = g_noval;
      own = ctx->cuctx;
      st = sa_kascade_topk(ctx, (const float *)ptr(&r), stride(&r), rows, u8(&r) & 1 ? iarr(&r) : NULL, num(&r), flt(&r),
                           num(&r), iarr(&r), iarr(&r), num(&r), stream);
      break;
    }
  }
  msg = sa_last_error(ctx);
  if (getenv("FUZZ_ARGS_DEBUG")) fprintf(stderr, "entry %d: %s: %s\n", e, sa_status_string(st), msg);
  switch (st) {
    case SA_OK: break;
    case SA_ERROR_INVALID_ARGUMENT:
    case SA_ERROR_UNSUPPORTED:
      if (!strstr(msg, "sa_")) abort(); /* a refusal names the call and the argument */
      break;
    case SA_ERROR_CUDA:
      if (!strstr(msg, "has no GPU")) abort(); /* accepted: stopped at the driver */
      break;
    default: abort();
  }
  return 0;
}
