/* The shared library the Python binding loads: the header's implementation and nothing else (make lib). */
#define SPARSEATTN_IMPLEMENTATION
#include "../../sparseattn.h"
