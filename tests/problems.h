/* Random attention problems on the host, and an independent float64 attention used to check both the
   library's CPU reference and its kernels. Included by run_tests.c after sparseattn.h. */
#ifndef SA_TEST_PROBLEMS_H
#define SA_TEST_PROBLEMS_H
#include <math.h>
#include <stdint.h>

typedef struct t_rng { uint64_t s; } t_rng;
static uint64_t t_next(t_rng *r) {
  r->s ^= r->s >> 12; r->s ^= r->s << 25; r->s ^= r->s >> 27;
  return r->s * 0x2545F4914F6CDD1Dull;
}
static double t_unif(t_rng *r) { return (double)(t_next(r) >> 11) * (1.0 / 9007199254740992.0); }
static int t_int(t_rng *r, int lo, int hi) { return lo + (int)(t_next(r) % (uint64_t)(hi - lo + 1)); } /* [lo, hi] */
static double t_gauss(t_rng *r) {
  double u = t_unif(r), v = t_unif(r);
  if (u < 1e-300) u = 1e-300;
  return sqrt(-2.0 * log(u)) * cos(6.283185307179586 * v);
}

enum { LAYOUT_CONTIGUOUS, LAYOUT_HEAD_MAJOR, LAYOUT_PACKED };

/* One problem: host tensors and the args that describe them (host pointers). */
typedef struct t_prob {
  sa_attention_args a;
  uint16_t *q, *k, *v;
  int32_t *cuq, *cuk;
  int *lens_q, *lens_k;
  size_t nq, nk;         /* elements of q (= of o) and of k (= of v) */
  int layout;
} t_prob;

static uint16_t t_to16(double x, sa_dtype dt) {
  return dt == SA_DTYPE_BF16 ? sa_f32_to_bf16((float)x) : sa_f32_to_fp16((float)x);
}

/* Lengths are per sequence; with LAYOUT_PACKED they may differ, otherwise lens_q[b] = sq, lens_k[b] = sk. */
static void t_prob_make(t_prob *p, t_rng *r, sa_dtype dt, int batch, int sq, int sk, int hq, int hkv, int d,
                        int causal, int layout, double qk_std) {
  int b;
  size_t i;
  memset(p, 0, sizeof *p);
  p->layout = layout;
  p->lens_q = (int *)calloc((size_t)batch + 1, sizeof(int));
  p->lens_k = (int *)calloc((size_t)batch + 1, sizeof(int));
  p->a.dtype = dt;
  p->a.batch = batch;
  p->a.heads_q = hq;
  p->a.heads_kv = hkv;
  p->a.head_dim = d;
  p->a.causal = causal;
  if (layout == LAYOUT_PACKED) {
    int tq = 0, tk = 0, mq = 0, mk = 0;
    p->cuq = (int32_t *)calloc((size_t)batch + 1, sizeof(int32_t));
    p->cuk = (int32_t *)calloc((size_t)batch + 1, sizeof(int32_t));
    for (b = 0; b < batch; ++b) {
      p->lens_q[b] = t_int(r, 0, sq);
      p->lens_k[b] = t_int(r, 0, sk);
      if (b == 0) { p->lens_q[b] = sq; p->lens_k[b] = sk; } /* the longest one is there */
      tq += p->lens_q[b]; tk += p->lens_k[b];
      p->cuq[b + 1] = tq; p->cuk[b + 1] = tk;
      if (p->lens_q[b] > mq) mq = p->lens_q[b];
      if (p->lens_k[b] > mk) mk = p->lens_k[b];
    }
    p->a.seqlen_q = mq; p->a.seqlen_k = mk;
    p->a.total_q = tq; p->a.total_k = tk;
    p->a.cu_seqlens_q = p->cuq; p->a.cu_seqlens_k = p->cuk;
    p->nq = (size_t)tq * hq * d;
    p->nk = (size_t)tk * hkv * d;
  } else {
    for (b = 0; b < batch; ++b) { p->lens_q[b] = sq; p->lens_k[b] = sk; }
    p->a.seqlen_q = sq; p->a.seqlen_k = sk;
    p->nq = (size_t)batch * sq * hq * d;
    p->nk = (size_t)batch * sk * hkv * d;
    if (layout == LAYOUT_HEAD_MAJOR) { /* [B, H, S, D] storage */
      sa_strides sq_ = {(int64_t)hq * sq * d, d, (int64_t)sq * d};
      sa_strides sk_ = {(int64_t)hkv * sk * d, d, (int64_t)sk * d};
      p->a.q_strides = sq_; p->a.o_strides = sq_;
      p->a.k_strides = sk_; p->a.v_strides = sk_;
    }
  }
  p->q = (uint16_t *)malloc((p->nq ? p->nq : 1) * 2);
  p->k = (uint16_t *)malloc((p->nk ? p->nk : 1) * 2);
  p->v = (uint16_t *)malloc((p->nk ? p->nk : 1) * 2);
  for (i = 0; i < p->nq; ++i) p->q[i] = t_to16(t_gauss(r) * qk_std, dt);
  for (i = 0; i < p->nk; ++i) p->k[i] = t_to16(t_gauss(r) * qk_std, dt);
  for (i = 0; i < p->nk; ++i) p->v[i] = t_to16(t_gauss(r), dt);
  p->a.q = p->q; p->a.k = p->k; p->a.v = p->v;
}

static void t_prob_free(t_prob *p) {
  free(p->q); free(p->k); free(p->v); free(p->cuq); free(p->cuk); free(p->lens_q); free(p->lens_k);
}

/* Element offsets of row i of sequence b, head h, for Q/O and for K/V. */
static int64_t t_off(const t_prob *p, sa_strides s, int b, int i, int h, int is_q) {
  int hh = is_q ? p->a.heads_q : p->a.heads_kv, ss = is_q ? p->a.seqlen_q : p->a.seqlen_k, d = p->a.head_dim;
  if (s.batch == 0 && s.seq == 0 && s.head == 0) {
    s.head = d; s.seq = (int64_t)hh * d; s.batch = (int64_t)ss * hh * d;
  }
  if (p->layout == LAYOUT_PACKED) return ((int64_t)(is_q ? p->cuq[b] : p->cuk[b]) + i) * s.seq + (int64_t)h * s.head;
  return (int64_t)b * s.batch + (int64_t)i * s.seq + (int64_t)h * s.head;
}
static int64_t t_lse_off(const t_prob *p, int b, int i, int h) {
  if (p->layout == LAYOUT_PACKED) return (int64_t)h * p->a.total_q + p->cuq[b] + i;
  return ((int64_t)b * p->a.heads_q + h) * p->a.seqlen_q + i;
}

/* The K/V of a problem in a paged cache [pages, page_size, Hkv, D]: each sequence's pages in a shuffled order (a
   permutation of all pages, spare ones included), rows past a sequence's length poisoned with NaN (they must never
   be read). lens: each sequence's KV length. */
typedef struct t_pcache {
  uint16_t *k, *v;
  int32_t *bt, *lens;
  int page_size, max_pages, num_pages;
  size_t n;                  /* elements of k (= of v) */
} t_pcache;

static void t_paged_make(t_pcache *pg, const t_prob *p, t_rng *r, int page_size) {
  const int B = p->a.batch, hkv = p->a.heads_kv, d = p->a.head_dim;
  int b, j, h, *perm, i;
  memset(pg, 0, sizeof *pg);
  pg->page_size = page_size;
  pg->max_pages = (p->a.seqlen_k + page_size - 1) / page_size;
  if (pg->max_pages < 1) pg->max_pages = 1;
  pg->num_pages = B * pg->max_pages + 3;
  pg->n = (size_t)pg->num_pages * page_size * hkv * d;
  pg->k = (uint16_t *)malloc(pg->n * 2);
  pg->v = (uint16_t *)malloc(pg->n * 2);
  memset(pg->k, 0xff, pg->n * 2);
  memset(pg->v, 0xff, pg->n * 2);
  perm = (int *)malloc(sizeof(int) * (size_t)pg->num_pages);
  for (i = 0; i < pg->num_pages; ++i) perm[i] = i;
  for (i = pg->num_pages - 1; i > 0; --i) { int x = t_int(r, 0, i), y = perm[i]; perm[i] = perm[x]; perm[x] = y; }
  pg->bt = (int32_t *)malloc(sizeof(int32_t) * (size_t)B * pg->max_pages);
  pg->lens = (int32_t *)malloc(sizeof(int32_t) * (size_t)B);
  for (b = 0; b < B; ++b) {
    pg->lens[b] = p->lens_k[b];
    for (j = 0; j < pg->max_pages; ++j) pg->bt[b * pg->max_pages + j] = perm[b * pg->max_pages + j];
    for (j = 0; j < p->lens_k[b]; ++j)
      for (h = 0; h < hkv; ++h) {
        const size_t at = (((size_t)pg->bt[b * pg->max_pages + j / page_size] * page_size + j % page_size) * hkv + h) * d;
        memcpy(pg->k + at, p->k + t_off(p, p->a.k_strides, b, j, h, 0), (size_t)d * 2);
        memcpy(pg->v + at, p->v + t_off(p, p->a.v_strides, b, j, h, 0), (size_t)d * 2);
      }
  }
  free(perm);
}
static void t_paged_free(t_pcache *pg) { free(pg->k); free(pg->v); free(pg->bt); free(pg->lens); }

static double t_ld(const t_prob *p, const uint16_t *x, int64_t i) {
  return p->a.dtype == SA_DTYPE_BF16 ? sa_bf16_to_f32(x[i]) : sa_fp16_to_f32(x[i]);
}

/* Independent float64 attention: full score row, explicit mask (causal, window), soft-cap, sinks (a->sinks: host),
   softmax, P.V. out/lse in the o/LSE layouts. */
static void t_naive(const t_prob *p, double *out, double *lse) {
  const sa_attention_args *a = &p->a;
  int b, h, i, j, d, D = a->head_dim, g = a->heads_q / a->heads_kv;
  double scale = a->softmax_scale > 0 ? a->softmax_scale : 1.0 / sqrt((double)D);
  double *s = (double *)malloc(sizeof(double) * (size_t)(a->seqlen_k + 1));
  for (b = 0; b < a->batch; ++b)
    for (h = 0; h < a->heads_q; ++h)
      for (i = 0; i < p->lens_q[b]; ++i) {
        int lq = p->lens_q[b], lk = p->lens_k[b];
        double m = -INFINITY, l = 0;
        int64_t qo = t_off(p, a->q_strides, b, i, h, 1), oo = t_off(p, a->o_strides, b, i, h, 1);
        const int pos = i + lk - lq;   /* the query's key position (bottom-right) */
        for (j = 0; j < lk; ++j) {
          int64_t ko = t_off(p, a->k_strides, b, j, h / g, 0);
          double dot = 0;
          if ((a->causal && j > pos) ||
              (a->use_window && ((a->window_left >= 0 && j < pos - a->window_left) || (a->window_right >= 0 && j > pos + a->window_right)))) {
            s[j] = -INFINITY;
            continue;
          }
          for (d = 0; d < D; ++d) dot += t_ld(p, p->q, qo + d) * t_ld(p, p->k, ko + d);
          s[j] = dot * scale;
          if (a->softcap > 0) s[j] = a->softcap * tanh(s[j] / a->softcap);
          if (s[j] > m) m = s[j];
        }
        if (a->sinks && a->sinks[h] > m) m = a->sinks[h];   /* host sinks: a logit in the denominator only */
        if (a->sinks) l = exp(a->sinks[h] - m);
        for (d = 0; d < D; ++d) out[oo + d] = 0;
        for (j = 0; j < lk; ++j) {
          double e;
          int64_t vo = t_off(p, a->v_strides, b, j, h / g, 0);
          if (s[j] == -INFINITY) continue;
          e = exp(s[j] - m);
          l += e;
          for (d = 0; d < D; ++d) out[oo + d] += e * t_ld(p, p->v, vo + d);
        }
        for (d = 0; d < D; ++d) out[oo + d] = l > 0 ? out[oo + d] / l : 0;
        if (lse) lse[t_lse_off(p, b, i, h)] = l > 0 ? m + log(l) : -INFINITY;
      }
  free(s);
}

/* Largest o-layout element index + 1 (the buffer size for outputs in p's o layout). */
static size_t t_o_elems(const t_prob *p) { return p->nq; }
static size_t t_lse_elems(const t_prob *p) {
  return p->layout == LAYOUT_PACKED ? (size_t)p->a.heads_q * p->a.total_q
                                    : (size_t)p->a.batch * p->a.heads_q * p->a.seqlen_q;
}

/* Compare out (any element type through get) with ref over every valid row. Returns the relative L2 error,
   or +inf if any compared element is not finite; *bad_lse counts LSE rows off by more than lse_tol. */
typedef double (*t_get_fn)(const void *base, size_t i);
static double t_get_f64(const void *b, size_t i) { return ((const double *)b)[i]; }
static double t_get_f32(const void *b, size_t i) { return ((const float *)b)[i]; }

static double t_compare(const t_prob *p, const void *out, t_get_fn get, const double *ref, const void *lse,
                        t_get_fn lget, const double *ref_lse, double lse_tol, int *bad_lse, double *max_abs) {
  const sa_attention_args *a = &p->a;
  double num = 0, den = 0;
  int b, h, i, d, nonfinite = 0;
  *bad_lse = 0;
  *max_abs = 0;
  for (b = 0; b < a->batch; ++b)
    for (i = 0; i < p->lens_q[b]; ++i)
      for (h = 0; h < a->heads_q; ++h) {
        int64_t oo = t_off(p, a->o_strides, b, i, h, 1);
        for (d = 0; d < a->head_dim; ++d) {
          double x = get(out, (size_t)(oo + d)), y = ref[oo + d];
          if (!isfinite(x)) nonfinite = 1;
          num += (x - y) * (x - y);
          den += y * y;
          if (fabs(x - y) > *max_abs) *max_abs = fabs(x - y);
        }
        if (lse && ref_lse) {
          int64_t li = t_lse_off(p, b, i, h);
          double x = lget(lse, (size_t)li), y = ref_lse[li];
          if (isinf(y) ? !(isinf(x) && x < 0) : !(fabs(x - y) <= lse_tol)) ++*bad_lse;
        }
      }
  if (nonfinite) return INFINITY;
  if (den == 0) return num == 0 ? 0 : INFINITY;
  return sqrt(num / den);
}
#endif
