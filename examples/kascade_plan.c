/* kascade_plan: choose Kascade's anchor layers and head maps from a development set (the Kascade paper, Sections 3.3-3.5).

     build/kascade_plan --dir DIR --layers L [--prompts P] [--anchors 5] [--k 64] [--tile 1] [--fraction 0]
                        [--gpu] [--out plan.txt]
     build/kascade_plan --synthetic [--layers 12] [--anchors 4] [--tokens 256] [--gpu] [--out plan.txt]

   Reads, for prompt p and layer l, DIR/p<p>_q<l>.npy [S, Hq, D] and DIR/p<p>_k<l>.npy [S, Hkv, D] (float16 or
   float32, captured after RoPE) and, when present, DIR/p<p>_x<l>.npy / DIR/p<p>_y<l>.npy [S, hidden] (the hidden
   state entering and leaving layer l's attention block) for the importance weights (all 1 otherwise). Computes the
   head and layer similarities (sa_kascade_similarity on the host; with --gpu, sa_kascade_similarity_gpu on bf16
   copies, pooling query tiles of --tile 32, 64 or 128 rows, default 128), the anchors by Algorithm 1's dynamic program,
   the head maps, prints them and saves the plan (sa_kascade_plan_save; load it with sa_kascade_plan_load).
   --synthetic makes a development set with sa_synth_generate: layers in runs of three share their attention
   structure (so the best anchors start the runs), with the KV heads of each layer in a rotated order (so the head
   maps are not the identity). */
#define SPARSEATTN_IMPLEMENTATION
#include "../sparseattn.h"
#include "npy.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* head_sim averaged over the prompts, each computed on the GPU from bf16 copies of its Q and K. */
static int gpu_similarity(const sa_kascade_sim_params *sp, const sa_kascade_prompt *pr, int prompts, float *head_sim) {
  const size_t nh = (size_t)sp->layers * sp->layers * sp->heads_kv * sp->heads_kv;
  sa_context *ctx = NULL;
  float *one = (float *)malloc(sizeof(float) * nh);
  int p, rc = 1;
  size_t i;
  if (sa_context_create(NULL, &ctx) != SA_OK) { fprintf(stderr, "--gpu: %s\n", sa_last_error(NULL)); free(one); return 1; }
  for (i = 0; i < nh; ++i) head_sim[i] = 0;
  for (p = 0; p < prompts; ++p) {
    sa_kascade_sim_gpu_args ga;
    const size_t nq = (size_t)sp->layers * pr[p].tokens * sp->heads_q * sp->head_dim;
    const size_t nk = (size_t)sp->layers * pr[p].tokens * sp->heads_kv * sp->head_dim;
    uint16_t *q16 = (uint16_t *)malloc(nq * 2), *k16 = (uint16_t *)malloc(nk * 2);
    void *dq = NULL, *dk = NULL, *dh = NULL, *dws = NULL;
    size_t ws = 0;
    int ok;
    for (i = 0; i < nq; ++i) q16[i] = sa_f32_to_bf16(pr[p].q[i]);
    for (i = 0; i < nk; ++i) k16[i] = sa_f32_to_bf16(pr[p].k[i]);
    memset(&ga, 0, sizeof ga);
    ga.params = *sp; ga.dtype = SA_DTYPE_BF16; ga.tokens = pr[p].tokens;
    ok = sa_kascade_similarity_gpu_workspace_size(&ga, &ws) == SA_OK && sa_device_alloc(ctx, nq * 2, &dq) == SA_OK &&
         sa_device_alloc(ctx, nk * 2, &dk) == SA_OK && sa_device_alloc(ctx, nh * 4, &dh) == SA_OK &&
         sa_device_alloc(ctx, ws, &dws) == SA_OK && sa_memcpy_htod(ctx, dq, q16, nq * 2) == SA_OK &&
         sa_memcpy_htod(ctx, dk, k16, nk * 2) == SA_OK;
    if (ok) {
      ga.q = dq; ga.k = dk; ga.head_sim = (float *)dh; ga.workspace = dws; ga.workspace_bytes = ws;
      ok = sa_kascade_similarity_gpu(ctx, &ga, NULL) == SA_OK && sa_memcpy_dtoh(ctx, one, dh, nh * 4) == SA_OK;
    }
    if (!ok) fprintf(stderr, "--gpu, prompt %d: %s\n", p, sa_last_error(ctx)[0] ? sa_last_error(ctx) : sa_last_error(NULL));
    sa_device_free(ctx, dq); sa_device_free(ctx, dk); sa_device_free(ctx, dh); sa_device_free(ctx, dws);
    free(q16); free(k16);
    if (!ok) goto done;
    for (i = 0; i < nh; ++i) head_sim[i] += one[i] / (float)prompts;
  }
  rc = 0;
done:
  sa_context_destroy(ctx);
  free(one);
  return rc;
}

/* A captured tensor as floats and its first three dimensions; NULL when the file is absent. */
static float *read_npy(const char *path, int *d0, int *d1, int *d2) {
  int shape[3];
  float *x = npy_read(path, shape);
  if (x) { *d0 = shape[0]; *d1 = shape[1]; *d2 = shape[2]; }
  return x;
}

static const char *usage =
    "usage: kascade_plan --dir DIR --layers L [--prompts P] [--anchors 5] [--k 64] [--tile 1] [--fraction 0]\n"
    "                    [--gpu] [--out plan.txt]\n"
    "       kascade_plan --synthetic [--layers 12] [--anchors 4] [--tokens 256] [--gpu] [--out plan.txt]\n"
    "Chooses Kascade's anchor layers (the dynamic program of Algorithm 1) and head maps from a development set.\n"
    "  --dir DIR      captures: DIR/p<p>_q<l>.npy [S, Hq, D], DIR/p<p>_k<l>.npy [S, Hkv, D] (after RoPE) per prompt p\n"
    "                 and layer l; optional DIR/p<p>_x<l>.npy, _y<l>.npy [S, hidden] for the importance weights\n"
    "  --layers L     layers captured; --prompts P: prompts in DIR (default 1)\n"
    "  --anchors N    anchors to place, layer 0 included (default 5)\n"
    "  --k K          top-k keys per unit in the similarity (default 64); --fraction F: at least F of the keys\n"
    "  --tile T       query rows pooled per unit (default 1; --gpu: 32, 64 or 128, default 128)\n"
    "  --gpu          the similarity on the GPU (sa_kascade_similarity_gpu); the host path can take minutes at long\n"
    "                 prompts (it says so on stderr before it starts)\n"
    "  --synthetic    a development set from sa_synth_generate (--tokens per prompt)\n"
    "  --out PATH     save the plan (sa_kascade_plan_save)\n";

int main(int argc, char **argv) {
  const char *dir = NULL, *out_path = "kascade_plan.txt";
  int layers = 0, prompts = 1, anchors = 5, synthetic = 0, gpu = 0, tokens = 256, i, l, p, g;
  sa_kascade_sim_params sp;
  sa_kascade_prompt *pr;
  sa_kascade_plan plan;
  float *layer_sim, *head_sim, *weights = NULL;
  double objective;
  int hq = 0, hkv = 0, d = 0, hidden = 0, have_xy = 1;
  memset(&sp, 0, sizeof sp);
  for (i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) { fputs(usage, stdout); return 0; }
    else if (!strcmp(argv[i], "--dir") && i + 1 < argc) dir = argv[++i];
    else if (!strcmp(argv[i], "--layers") && i + 1 < argc) layers = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--prompts") && i + 1 < argc) prompts = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--anchors") && i + 1 < argc) anchors = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--k") && i + 1 < argc) sp.k = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--tile") && i + 1 < argc) sp.tile = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--fraction") && i + 1 < argc) sp.topk_fraction = (float)atof(argv[++i]);
    else if (!strcmp(argv[i], "--tokens") && i + 1 < argc) tokens = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--out") && i + 1 < argc) out_path = argv[++i];
    else if (!strcmp(argv[i], "--synthetic")) synthetic = 1;
    else if (!strcmp(argv[i], "--gpu")) gpu = 1;
    else { fprintf(stderr, "kascade_plan: unknown argument %s\n%s", argv[i], usage); return 2; }
  }
  if (!synthetic && (!dir || layers <= 0)) { fprintf(stderr, "need --dir DIR --layers L, or --synthetic\n"); return 2; }
  if (synthetic && layers <= 0) layers = 12;
  if (layers > SA_KASCADE_MAX_LAYERS || prompts <= 0 || anchors <= 0 || anchors > layers) {
    fprintf(stderr, "need 1 <= anchors <= layers <= %d and prompts >= 1\n", SA_KASCADE_MAX_LAYERS);
    return 2;
  }
  pr = (sa_kascade_prompt *)calloc((size_t)prompts, sizeof *pr);
  if (synthetic) { /* one prompt; layers in runs of three share structure; KV heads rotated per layer */
    const int S = tokens, HQ = 8, HKV = 2, D = 64;
    float *q = (float *)malloc(sizeof(float) * (size_t)layers * S * HQ * D), *k = (float *)malloc(sizeof(float) * (size_t)layers * S * HKV * D);
    uint16_t *sq = (uint16_t *)malloc((size_t)S * HQ * D * 2), *sk = (uint16_t *)malloc((size_t)S * HKV * D * 2), *sv = (uint16_t *)malloc((size_t)S * HKV * D * 2);
    prompts = 1; hq = HQ; hkv = HKV; d = D; have_xy = 0;
    for (l = 0; l < layers; ++l) {
      sa_synth_options so;
      int t, h, e, rot = l % HKV;
      memset(&so, 0, sizeof so);
      so.seed = 1000 + (uint64_t)(l / 3); so.seqlen = S; so.heads_q = HQ; so.heads_kv = HKV; so.head_dim = D;
      if (sa_synth_generate(&so, sq, sk, sv) != SA_OK) { fprintf(stderr, "%s\n", sa_last_error(NULL)); return 1; }
      for (t = 0; t < S; ++t)
        for (h = 0; h < HQ; ++h)
          for (e = 0; e < D; ++e) /* query head h of layer l is the generator's head of group (g + rot) % HKV */
            q[(((size_t)l * S + t) * HQ + h) * D + e] =
                sa_bf16_to_f32(sq[((size_t)t * HQ + ((h / (HQ / HKV) + rot) % HKV) * (HQ / HKV) + h % (HQ / HKV)) * D + e]);
      for (t = 0; t < S; ++t)
        for (h = 0; h < HKV; ++h)
          for (e = 0; e < D; ++e) k[(((size_t)l * S + t) * HKV + h) * D + e] = sa_bf16_to_f32(sk[((size_t)t * HKV + (h + rot) % HKV) * D + e]);
    }
    pr[0].q = q; pr[0].k = k; pr[0].tokens = S;
    free(sq); free(sk); free(sv);
  } else {
    for (p = 0; p < prompts; ++p) {
      float *q = NULL, *k = NULL;
      int S = 0;
      for (l = 0; l < layers; ++l) {
        char path[4096];
        int a0, a1, a2, b0, b1, b2;
        float *ql, *kl;
        snprintf(path, sizeof path, "%s/p%d_q%d.npy", dir, p, l);
        if (!(ql = read_npy(path, &a0, &a1, &a2))) { fprintf(stderr, "%s: missing\n", path); return 1; }
        snprintf(path, sizeof path, "%s/p%d_k%d.npy", dir, p, l);
        if (!(kl = read_npy(path, &b0, &b1, &b2))) { fprintf(stderr, "%s: missing\n", path); return 1; }
        if (l == 0) {
          S = a0; hq = a1; hkv = b1; d = a2;
          q = (float *)malloc(sizeof(float) * (size_t)layers * S * hq * d);
          k = (float *)malloc(sizeof(float) * (size_t)layers * S * hkv * d);
        }
        if (a0 != S || b0 != S || a1 != hq || b1 != hkv || a2 != d || b2 != d) { fprintf(stderr, "%s: shapes differ between layers\n", path); return 1; }
        memcpy(q + (size_t)l * S * hq * d, ql, sizeof(float) * (size_t)S * hq * d);
        memcpy(k + (size_t)l * S * hkv * d, kl, sizeof(float) * (size_t)S * hkv * d);
        free(ql); free(kl);
      }
      pr[p].q = q; pr[p].k = k; pr[p].tokens = S;
    }
    /* importance weights from the captured hidden states, when every file is there */
    for (p = 0; p < prompts && have_xy; ++p)
      for (l = 0; l < layers && have_xy; ++l) {
        char path[4096];
        FILE *f;
        snprintf(path, sizeof path, "%s/p%d_x%d.npy", dir, p, l);
        if (!(f = fopen(path, "rb"))) have_xy = 0; else fclose(f);
      }
    if (have_xy) {
      double *acc = (double *)calloc((size_t)layers, sizeof(double));
      weights = (float *)malloc(sizeof(float) * (size_t)layers);
      for (p = 0; p < prompts; ++p) {
        int S = pr[p].tokens;
        float *x = NULL, *y = NULL, *w = (float *)malloc(sizeof(float) * (size_t)layers);
        for (l = 0; l < layers; ++l) {
          char path[4096];
          int a0, a1, a2;
          float *xl, *yl;
          snprintf(path, sizeof path, "%s/p%d_x%d.npy", dir, p, l);
          xl = read_npy(path, &a0, &a1, &a2);
          snprintf(path, sizeof path, "%s/p%d_y%d.npy", dir, p, l);
          yl = read_npy(path, &a0, &a1, &a2);
          if (!xl || !yl || a0 != S) { fprintf(stderr, "%s: missing or of another length\n", path); return 1; }
          if (l == 0) { hidden = a1 * a2; x = (float *)malloc(sizeof(float) * (size_t)layers * S * hidden); y = (float *)malloc(sizeof(float) * (size_t)layers * S * hidden); }
          memcpy(x + (size_t)l * S * hidden, xl, sizeof(float) * (size_t)S * hidden);
          memcpy(y + (size_t)l * S * hidden, yl, sizeof(float) * (size_t)S * hidden);
          free(xl); free(yl);
        }
        if (sa_kascade_importance(x, y, layers, S, hidden, w) != SA_OK) { fprintf(stderr, "%s\n", sa_last_error(NULL)); return 1; }
        for (l = 0; l < layers; ++l) acc[l] += w[l] / prompts;
        free(x); free(y); free(w);
      }
      for (l = 0; l < layers; ++l) weights[l] = (float)acc[l];
      free(acc);
    }
  }
  sp.layers = layers; sp.heads_q = hq; sp.heads_kv = hkv; sp.head_dim = d;
  layer_sim = (float *)malloc(sizeof(float) * (size_t)layers * layers);
  head_sim = (float *)malloc(sizeof(float) * (size_t)layers * layers * hkv * hkv);
  printf("development set: %d prompt%s, %d layers, %d/%d heads, d=%d%s; similarity on the %s\n", prompts,
         prompts == 1 ? "" : "s", layers, hq, hkv, d, weights ? ", importance weights from x/y" : ", importance weights 1",
         gpu ? "GPU" : "host");
  if (gpu) {
    if (!sp.tile) sp.tile = 128;
    if (gpu_similarity(&sp, pr, prompts, head_sim) || sa_kascade_layer_similarity(head_sim, layers, hkv, layer_sim) != SA_OK)
      return 1;
  } else {
    /* The host similarity scores every query against every earlier key, in every layer and query head: about
       layers x heads_q x tokens^2 / 2 x head_dim multiply-adds a prompt, at some 8e9 a second per thread. */
    double macs = 0, secs;
    long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
    for (p = 0; p < prompts; ++p) macs += (double)layers * hq * d * ((double)pr[p].tokens * pr[p].tokens / 2);
    secs = macs / (8e9 * (double)(ncpu > 0 ? ncpu : 1));
    if (secs > 120)
      fprintf(stderr, "kascade_plan: the host similarity is about %.0f minutes of work here (%.2g multiply-adds on %ld "
              "threads); --gpu computes it on the GPU\n", secs / 60, macs, ncpu > 0 ? ncpu : 1L);
    if (sa_kascade_similarity(&sp, pr, prompts, layer_sim, head_sim) != SA_OK) {
      fprintf(stderr, "%s\n", sa_last_error(NULL));
      return 1;
    }
  }
  if (sa_kascade_plan_build(layer_sim, weights, head_sim, layers, hkv, anchors, &plan, &objective) != SA_OK) {
    fprintf(stderr, "%s\n", sa_last_error(NULL));
    return 1;
  }
  printf("anchors (%d):", plan.n_anchors);
  for (i = 0; i < plan.n_anchors; ++i) printf(" %d", plan.anchors[i]);
  printf("\nobjective %.4f of %d\n", objective, layers);
  for (l = 0; l < layers; ++l) {
    printf("layer %3d: anchor %3d, sim %.3f, head map", l, plan.anchor_of[l], (double)layer_sim[(size_t)plan.anchor_of[l] * layers + l]);
    for (g = 0; g < hkv; ++g) printf(" %d", plan.head_map[l][g]);
    printf("\n");
  }
  if (sa_kascade_plan_save(&plan, out_path) != SA_OK) { fprintf(stderr, "%s\n", sa_last_error(NULL)); return 1; }
  printf("plan saved to %s\n", out_path);
  for (p = 0; p < prompts; ++p) { free((void *)pr[p].q); free((void *)pr[p].k); }
  free(pr); free(layer_sim); free(head_sim); free(weights);
  return 0;
}
