/* ---- Kascade (seed 004) host algorithms: similarity, importance, anchor selection, head mapping, plans ----
   (to paste into the API part of sparseattn.h, after the MOMO declarations; the prototypes go with them there)

   Matrices are float, row-major; layers are numbered from 0. sim(a, b) is Eq. 3 with a the anchor (the layer
   whose top-k is reused) and b the reuse layer: the fraction of b's own top-k attention mass that a's top-k
   keys recover; in [0, 1], 1 on the diagonal. */

#define SA_KASCADE_MAX_LAYERS 256
#define SA_KASCADE_MAX_HEADS_KV 256

/* One prompt of the development set, captured on the host: per layer, the Q and K the attention saw (after
   RoPE), contiguous float. Causal self-attention: query i sees keys 0..i. */
typedef struct sa_kascade_prompt {
  const float *q;       /* [layers][tokens][heads_q][head_dim] */
  const float *k;       /* [layers][tokens][heads_kv][head_dim] */
  int tokens;
} sa_kascade_prompt;

typedef enum sa_kascade_sim_mode {
  SA_KASCADE_SIM_REMAPPED = 0, /* layer_sim[a][b] = mean over reuse KV heads gb of max over anchor KV heads ga of
                                  head_sim[a][b][ga][gb]: the similarity reuse with head remapping achieves (3.5) */
  SA_KASCADE_SIM_SHARED = 1    /* Eq. 3 on the layer distribution pooled over all query heads: one top-k per layer
                                  (3.2 as written; the paper's "All Heads Pooled" variant) */
} sa_kascade_sim_mode;

/* Parameters of sa_kascade_similarity; zero = the default shown. */
typedef struct sa_kascade_sim_params {
  int layers, heads_q, heads_kv, head_dim; /* layers <= SA_KASCADE_MAX_LAYERS; heads_q a multiple of heads_kv */
  float softmax_scale;  /* (1/sqrt(head_dim)) */
  int k;                /* keys in a top-k set (64, the paper's k for similarity); with topk_fraction, k_min */
  float topk_fraction;  /* 0: k_T = min(k, L_T); in (0, 1]: k_T = min(max(ceil(f L_T), k), L_T) as the kernels */
  int tile;             /* queries pooled into one top-k (1: per token, Eq. 3; 128: the prefill tile) */
  sa_kascade_sim_mode mode; /* what layer_sim holds (SA_KASCADE_SIM_REMAPPED) */
} sa_kascade_sim_params;

/* A Kascade plan: which layers are anchors, each layer's anchor, and each layer's head map. */
typedef struct sa_kascade_plan {
  int layers, heads_kv;
  int n_anchors;                                   /* the budget M, layer 0 included */
  int anchors[SA_KASCADE_MAX_LAYERS];              /* ascending, anchors[0] = 0 */
  int anchor_of[SA_KASCADE_MAX_LAYERS];            /* the last anchor <= l (an anchor: itself) */
  uint8_t head_map[SA_KASCADE_MAX_LAYERS][SA_KASCADE_MAX_HEADS_KV]; /* [l][g]: the KV head of anchor_of[l] whose
                                                      top-k KV head g of layer l reads; the identity on anchors */
} sa_kascade_plan;

/* ---- Kascade host algorithms (seed 004 Sections 3.2-3.5; host pointers, nothing on the GPU) ---- */
/* Similarity of top-k key sets between layers over a development set (Eq. 3 with 3.3-3.5's changes). For each
   prompt, layer l, KV head g and unit T (the queries [T*tile, (T+1)*tile)), the pooled post-softmax distribution
   P[j] = sum over the unit's queries q and the query heads h of group g of softmax_{q,h}[j], over the L_T = T*tile
   keys before the unit (the unit's own keys are always attended, never selected); I = its top k_T keys (ties: the
   smaller index). sim = sum P_b[I_a] / sum P_b[I_b] (1 when the denominator is 0); the minimum over the prompt's
   units with L_T > 0, then the mean over prompts that have one. Outputs (either may be NULL, not both):
   head_sim [layers][layers][heads_kv][heads_kv] as [a][b][ga][gb]; layer_sim [layers][layers] per params->mode.
   Cost O(layers^2 heads_kv^2 k) per unit: a reference, meant for short prompts. */
SADEF sa_status sa_kascade_similarity(const sa_kascade_sim_params *params, const sa_kascade_prompt *prompts,
                                      int n_prompts, float *layer_sim, float *head_sim);
/* Layer importance: weights[l] = mean over tokens t of 1 - cos(x[l][t], y[l][t]), x [layers][tokens][hidden] the
   hidden state entering layer l's attention block, y the one leaving it (residual included: y = x + attn(x)).
   Tokens where x or y is zero are left out; a layer with none gets 0. */
SADEF sa_status sa_kascade_importance(const float *x, const float *y, int layers, int tokens, int hidden,
                                      float *weights);
/* Algorithm 1: the `budget` anchors (layer 0 always one; 1 <= budget <= layers) maximising
   sum over layers l of w[l] * sim[anchor_of[l]][l] (anchor_of[l] = the last anchor <= l; only sim[a][b], a <= b,
   is read). weights NULL = all 1. anchors [budget] ascending, anchor_of [layers] (may be NULL), objective (may be
   NULL). Ties: compare anchor sets from the last anchor backwards; the earlier anchor wins. */
SADEF sa_status sa_kascade_select_anchors(const float *sim, const float *weights, int layers, int budget, int *anchors,
                                          int *anchor_of, double *objective);
/* Head mapping (3.5): head_map[gb] = argmax over ga of head_sim[anchor][layer][ga][gb] (ties: the smaller ga);
   the identity when layer == anchor. head_sim as sa_kascade_similarity writes it; anchor <= layer. */
SADEF sa_status sa_kascade_head_map(const float *head_sim, int layers, int heads_kv, int anchor, int layer,
                                    int *head_map);
/* Both steps into a plan: anchors by sa_kascade_select_anchors, then every layer's head map (head_sim NULL: the
   identity, no remapping). */
SADEF sa_status sa_kascade_plan_build(const float *layer_sim, const float *weights, const float *head_sim, int layers,
                                      int heads_kv, int budget, sa_kascade_plan *plan, double *objective);
/* A plan as text ("sparseattn-kascade-plan 1", layers, heads_kv, anchors, one line per layer with its anchor and
   map, "end"; '#' starts a comment). Load refuses (SA_ERROR_IO, the message says where) a missing, foreign,
   truncated or inconsistent file and leaves *plan zeroed; save refuses an inconsistent plan
   (SA_ERROR_INVALID_ARGUMENT). */
SADEF sa_status sa_kascade_plan_save(const sa_kascade_plan *plan, const char *path);
SADEF sa_status sa_kascade_plan_load(const char *path, sa_kascade_plan *plan);
