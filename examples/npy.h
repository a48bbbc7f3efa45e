/* Minimal .npy reader shared by the example tools: little-endian float16 or float32, C order, 1 to 3 dimensions
   (missing trailing dimensions read as 1). Returns malloc'd floats, or NULL when the file cannot be opened; exits
   with a message on a file it cannot read. Include after sparseattn.h (sa_fp16_to_f32). */
#ifndef SA_EXAMPLES_NPY_H
#define SA_EXAMPLES_NPY_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static float *npy_read(const char *path, int shape[3]) {
  FILE *f = fopen(path, "rb");
  unsigned char pre[10];
  char hdr[4096];
  unsigned hl;
  int is16;
  size_t n, i;
  float *out;
  const char *p;
  if (!f) return NULL;
  if (fread(pre, 1, 10, f) != 10 || memcmp(pre, "\x93NUMPY", 6)) { fprintf(stderr, "%s: not an .npy file\n", path); exit(1); }
  hl = pre[8] | (pre[9] << 8);
  if (pre[6] != 1) { unsigned char x[2]; if (fread(x, 1, 2, f) != 2) exit(1); hl |= ((unsigned)x[0] << 16) | ((unsigned)x[1] << 24); }
  if (hl >= sizeof hdr || fread(hdr, 1, hl, f) != hl) { fprintf(stderr, "%s: bad header\n", path); exit(1); }
  hdr[hl] = 0;
  is16 = strstr(hdr, "'<f2'") != NULL;
  if (!is16 && !strstr(hdr, "'<f4'")) { fprintf(stderr, "%s: need float16 or float32 (<f2, <f4)\n", path); exit(1); }
  if (strstr(hdr, "'fortran_order': True")) { fprintf(stderr, "%s: need C order\n", path); exit(1); }
  shape[0] = 0; shape[1] = shape[2] = 1;
  p = strstr(hdr, "'shape': (");
  if (!p || sscanf(p + 10, "%d, %d, %d", &shape[0], &shape[1], &shape[2]) < 1 || shape[0] <= 0) {
    fprintf(stderr, "%s: cannot read the shape\n", path);
    exit(1);
  }
  n = (size_t)shape[0] * shape[1] * shape[2];
  out = (float *)malloc(n * sizeof(float));
  for (i = 0; i < n; ++i) {
    if (is16) { uint16_t h; if (fread(&h, 2, 1, f) != 1) exit(1); out[i] = sa_fp16_to_f32(h); }
    else if (fread(&out[i], 4, 1, f) != 1) exit(1);
  }
  fclose(f);
  return out;
}
#endif
