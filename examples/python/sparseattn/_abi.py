"""The public structs of sparseattn.h as ctypes declarations: written by codegen/abi.py, do not edit.

sparseattn checks them against the library's sa_abi_layout() when it loads the library.
"""
import ctypes


class sa_context_options(ctypes.Structure):
    _fields_ = [
        ("device", ctypes.c_int),
        ("cache_dir", ctypes.c_char_p),
        ("no_disk_cache", ctypes.c_int),
        ("log", ctypes.c_void_p),
        ("log_user", ctypes.c_void_p),
        ("max_family", ctypes.c_int),
        ("no_tuning", ctypes.c_int),
        ("tuning_file", ctypes.c_char_p),
        ("validate", ctypes.c_int),
        ("max_smem_per_block", ctypes.c_int),
    ]


class sa_strides(ctypes.Structure):
    _fields_ = [
        ("batch", ctypes.c_int64),
        ("seq", ctypes.c_int64),
        ("head", ctypes.c_int64),
    ]


class sa_blasst_params(ctypes.Structure):
    _fields_ = [
        ("lambda", ctypes.c_float),
        ("scale_factor", ctypes.c_float),
        ("counters", ctypes.c_void_p),
        ("skip_mask", ctypes.c_void_p),
    ]


class sa_kv_quant(ctypes.Structure):
    _fields_ = [
        ("format", ctypes.c_int),
        ("k_scale", ctypes.c_void_p),
        ("v_scale", ctypes.c_void_p),
        ("scale_batch_stride", ctypes.c_int64),
        ("scale_head_stride", ctypes.c_int64),
    ]


class sa_attention_args(ctypes.Structure):
    _fields_ = [
        ("dtype", ctypes.c_int),
        ("method", ctypes.c_int),
        ("batch", ctypes.c_int),
        ("seqlen_q", ctypes.c_int),
        ("seqlen_k", ctypes.c_int),
        ("heads_q", ctypes.c_int),
        ("heads_kv", ctypes.c_int),
        ("head_dim", ctypes.c_int),
        ("q", ctypes.c_void_p),
        ("k", ctypes.c_void_p),
        ("v", ctypes.c_void_p),
        ("o", ctypes.c_void_p),
        ("q_strides", sa_strides),
        ("k_strides", sa_strides),
        ("v_strides", sa_strides),
        ("o_strides", sa_strides),
        ("cu_seqlens_q", ctypes.c_void_p),
        ("cu_seqlens_k", ctypes.c_void_p),
        ("total_q", ctypes.c_int),
        ("total_k", ctypes.c_int),
        ("lse", ctypes.c_void_p),
        ("softmax_scale", ctypes.c_float),
        ("causal", ctypes.c_int),
        ("blasst", sa_blasst_params),
        ("use_window", ctypes.c_int),
        ("window_left", ctypes.c_int),
        ("window_right", ctypes.c_int),
        ("softcap", ctypes.c_float),
        ("sinks", ctypes.c_void_p),
        ("seqlens_k", ctypes.c_void_p),
        ("block_table", ctypes.c_void_p),
        ("page_size", ctypes.c_int),
        ("max_pages", ctypes.c_int),
        ("num_pages", ctypes.c_int),
        ("kv", sa_kv_quant),
        ("q_format", ctypes.c_int),
        ("q_scale", ctypes.c_void_p),
    ]


class sa_tiles(ctypes.Structure):
    _fields_ = [
        ("query_tile", ctypes.c_int),
        ("kv_tile", ctypes.c_int),
        ("block_rows", ctypes.c_int),
        ("query_tiles", ctypes.c_int),
        ("kv_tiles", ctypes.c_int),
        ("mask_bytes", ctypes.c_size_t),
    ]


class sa_kascade_decode_params(ctypes.Structure):
    _fields_ = [
        ("indices", ctypes.c_void_p),
        ("counts", ctypes.c_void_p),
        ("max_k", ctypes.c_int),
        ("head_map", ctypes.c_void_p),
        ("anchor", ctypes.c_int),
        ("topk_fraction", ctypes.c_float),
        ("k_min", ctypes.c_int),
    ]


class sa_decode_args(ctypes.Structure):
    _fields_ = [
        ("dtype", ctypes.c_int),
        ("method", ctypes.c_int),
        ("batch", ctypes.c_int),
        ("q_len", ctypes.c_int),
        ("heads_q", ctypes.c_int),
        ("heads_kv", ctypes.c_int),
        ("head_dim", ctypes.c_int),
        ("q", ctypes.c_void_p),
        ("o", ctypes.c_void_p),
        ("q_strides", sa_strides),
        ("o_strides", sa_strides),
        ("lse", ctypes.c_void_p),
        ("k", ctypes.c_void_p),
        ("v", ctypes.c_void_p),
        ("k_strides", sa_strides),
        ("v_strides", sa_strides),
        ("seqlens_k", ctypes.c_void_p),
        ("max_seqlen_k", ctypes.c_int),
        ("capacity", ctypes.c_int),
        ("block_table", ctypes.c_void_p),
        ("page_size", ctypes.c_int),
        ("max_pages", ctypes.c_int),
        ("num_pages", ctypes.c_int),
        ("softmax_scale", ctypes.c_float),
        ("causal", ctypes.c_int),
        ("num_splits", ctypes.c_int),
        ("workspace", ctypes.c_void_p),
        ("workspace_bytes", ctypes.c_size_t),
        ("blasst", sa_blasst_params),
        ("kascade", sa_kascade_decode_params),
        ("use_window", ctypes.c_int),
        ("window_left", ctypes.c_int),
        ("window_right", ctypes.c_int),
        ("softcap", ctypes.c_float),
        ("sinks", ctypes.c_void_p),
        ("kv", sa_kv_quant),
    ]


class sa_decode_plan(ctypes.Structure):
    _fields_ = [
        ("num_splits", ctypes.c_int),
        ("warps", ctypes.c_int),
        ("kv_tile", ctypes.c_int),
        ("rows_per_block", ctypes.c_int),
        ("row_blocks", ctypes.c_int),
        ("kv_tiles", ctypes.c_int),
        ("workspace_bytes", ctypes.c_size_t),
        ("mask_bytes", ctypes.c_size_t),
        ("block_rows", ctypes.c_int),
    ]


class sa_merge_args(ctypes.Structure):
    _fields_ = [
        ("dtype", ctypes.c_int),
        ("parts", ctypes.c_int),
        ("batch", ctypes.c_int),
        ("seqlen", ctypes.c_int),
        ("heads", ctypes.c_int),
        ("head_dim", ctypes.c_int),
        ("o_parts", (ctypes.c_void_p * 16)),
        ("lse_parts", (ctypes.c_void_p * 16)),
        ("part_strides", sa_strides),
        ("o", ctypes.c_void_p),
        ("o_strides", sa_strides),
        ("lse", ctypes.c_void_p),
    ]


class sa_ref_options(ctypes.Structure):
    _fields_ = [
        ("precision", ctypes.c_int),
        ("query_tile", ctypes.c_int),
        ("kv_tile", ctypes.c_int),
        ("block_rows", ctypes.c_int),
        ("chunks", ctypes.c_int),
        ("rows_per_block", ctypes.c_int),
        ("skip", ctypes.c_void_p),
        ("margin", ctypes.c_void_p),
        ("counters", (ctypes.c_ulonglong * 2)),
        ("fp8_round_p", ctypes.c_int),
    ]


class sa_blasst_point(ctypes.Structure):
    _fields_ = [
        ("lambda", ctypes.c_double),
        ("length", ctypes.c_double),
        ("sparsity", ctypes.c_double),
    ]


class sa_blasst_fit(ctypes.Structure):
    _fields_ = [
        ("a", ctypes.c_double),
        ("b", ctypes.c_double),
        ("points", ctypes.c_int),
        ("r2", ctypes.c_double),
        ("rmse_sparsity", ctypes.c_double),
    ]


class sa_synth_options(ctypes.Structure):
    _fields_ = [
        ("seed", ctypes.c_uint64),
        ("seqlen", ctypes.c_int),
        ("heads_q", ctypes.c_int),
        ("heads_kv", ctypes.c_int),
        ("head_dim", ctypes.c_int),
        ("dtype", ctypes.c_int),
        ("rho", ctypes.c_float),
        ("noise", ctypes.c_float),
        ("sinks", ctypes.c_int),
        ("sink_strength", ctypes.c_float),
        ("window", ctypes.c_int),
        ("window_strength", ctypes.c_float),
        ("stripes", ctypes.c_int),
        ("stripe_strength", ctypes.c_float),
        ("slashes", ctypes.c_int),
        ("slash_strength", ctypes.c_float),
        ("needles", ctypes.c_int),
        ("needle_strength", ctypes.c_float),
        ("span", ctypes.c_float),
        ("length_growth", ctypes.c_float),
    ]


class sa_block_sparse_args(ctypes.Structure):
    _fields_ = [
        ("attn", sa_attention_args),
        ("query_block", ctypes.c_int),
        ("key_block", ctypes.c_int),
        ("block_index", ctypes.c_void_p),
        ("block_count", ctypes.c_void_p),
        ("query_blocks", ctypes.c_int),
        ("max_blocks", ctypes.c_int),
        ("sink_tokens", ctypes.c_int),
        ("window_tokens", ctypes.c_int),
        ("delta_o", ctypes.c_void_p),
        ("delta_strides", sa_strides),
        ("gamma", ctypes.c_int),
    ]


class sa_momo_params(ctypes.Structure):
    _fields_ = [
        ("gamma", ctypes.c_int),
        ("key_block", ctypes.c_int),
        ("query_block", ctypes.c_int),
        ("k", ctypes.c_int),
        ("k_exact", ctypes.c_int),
        ("topk", ctypes.c_int),
        ("k_trim", ctypes.c_int),
        ("sink_tokens", ctypes.c_int),
        ("window_tokens", ctypes.c_int),
    ]


class sa_momo_args(ctypes.Structure):
    _fields_ = [
        ("attn", sa_attention_args),
        ("params", sa_momo_params),
        ("workspace", ctypes.c_void_p),
        ("workspace_bytes", ctypes.c_size_t),
    ]


class sa_momo_buffers(ctypes.Structure):
    _fields_ = [
        ("o_gamma", ctypes.c_void_p),
        ("lse_gamma", ctypes.c_void_p),
        ("topk_index", ctypes.c_void_p),
        ("topk_score", ctypes.c_void_p),
        ("tree", ctypes.c_void_p),
        ("block_index", ctypes.c_void_p),
        ("block_count", ctypes.c_void_p),
    ]


class sa_kascade_prompt(ctypes.Structure):
    _fields_ = [
        ("q", ctypes.c_void_p),
        ("k", ctypes.c_void_p),
        ("tokens", ctypes.c_int),
    ]


class sa_kascade_sim_params(ctypes.Structure):
    _fields_ = [
        ("layers", ctypes.c_int),
        ("heads_q", ctypes.c_int),
        ("heads_kv", ctypes.c_int),
        ("head_dim", ctypes.c_int),
        ("softmax_scale", ctypes.c_float),
        ("k", ctypes.c_int),
        ("topk_fraction", ctypes.c_float),
        ("tile", ctypes.c_int),
        ("mode", ctypes.c_int),
    ]


class sa_kascade_plan(ctypes.Structure):
    _fields_ = [
        ("layers", ctypes.c_int),
        ("heads_kv", ctypes.c_int),
        ("n_anchors", ctypes.c_int),
        ("anchors", (ctypes.c_int * 256)),
        ("anchor_of", (ctypes.c_int * 256)),
        ("head_map", ((ctypes.c_uint8 * 256) * 256)),
    ]


class sa_kascade_sim_gpu_args(ctypes.Structure):
    _fields_ = [
        ("params", sa_kascade_sim_params),
        ("dtype", ctypes.c_int),
        ("tokens", ctypes.c_int),
        ("q", ctypes.c_void_p),
        ("k", ctypes.c_void_p),
        ("head_sim", ctypes.c_void_p),
        ("chunk_tiles", ctypes.c_int),
        ("workspace", ctypes.c_void_p),
        ("workspace_bytes", ctypes.c_size_t),
    ]


class sa_kascade_sparse_args(ctypes.Structure):
    _fields_ = [
        ("attn", sa_attention_args),
        ("tile", ctypes.c_int),
        ("indices", ctypes.c_void_p),
        ("counts", ctypes.c_void_p),
        ("tiles", ctypes.c_int),
        ("max_k", ctypes.c_int),
        ("head_map", ctypes.c_void_p),
    ]


class sa_device_info(ctypes.Structure):
    _fields_ = [
        ("name", (ctypes.c_char * 256)),
        ("cc_major", ctypes.c_int),
        ("cc_minor", ctypes.c_int),
        ("sm_count", ctypes.c_int),
        ("smem_per_block", ctypes.c_int),
        ("arch", (ctypes.c_char * 16)),
        ("driver_version", ctypes.c_int),
        ("nvrtc_major", ctypes.c_int),
        ("nvrtc_minor", ctypes.c_int),
        ("cache_dir", (ctypes.c_char * 1024)),
        ("tuning_file", (ctypes.c_char * 1024)),
        ("tuned_slots", ctypes.c_int),
    ]


class sa_kernel_info(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_char_p),
        ("loaded", ctypes.c_int),
        ("from_disk", ctypes.c_int),
        ("compile_ms", ctypes.c_double),
        ("load_ms", ctypes.c_double),
        ("registers", ctypes.c_int),
        ("local_bytes", ctypes.c_int),
    ]


class sa_tune_shape(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_char_p),
        ("batch", ctypes.c_int),
        ("seqlen_q", ctypes.c_int),
        ("seqlen_k", ctypes.c_int),
        ("heads_q", ctypes.c_int),
        ("heads_kv", ctypes.c_int),
        ("causal", ctypes.c_int),
    ]


class sa_autotune_options(ctypes.Structure):
    _fields_ = [
        ("families", ctypes.c_uint),
        ("dtypes", ctypes.c_void_p),
        ("n_dtypes", ctypes.c_int),
        ("head_dims", ctypes.c_void_p),
        ("n_head_dims", ctypes.c_int),
        ("prefill_shapes", ctypes.c_void_p),
        ("n_prefill_shapes", ctypes.c_int),
        ("decode_shapes", ctypes.c_void_p),
        ("n_decode_shapes", ctypes.c_int),
        ("warmup", ctypes.c_int),
        ("reps", ctypes.c_int),
        ("margin", ctypes.c_float),
        ("output_path", ctypes.c_char_p),
        ("progress", ctypes.c_void_p),
        ("progress_user", ctypes.c_void_p),
    ]


class sa_autotune_row(ctypes.Structure):
    _fields_ = [
        ("family", ctypes.c_char_p),
        ("dtype", ctypes.c_int),
        ("head_dim", ctypes.c_int),
        ("shape", (ctypes.c_char * 32)),
        ("default_config", (ctypes.c_char * 64)),
        ("winner_config", (ctypes.c_char * 64)),
        ("default_ms", ctypes.c_double),
        ("winner_ms", ctypes.c_double),
        ("candidates", ctypes.c_int),
        ("rejected", ctypes.c_int),
    ]


class sa_autotune_report(ctypes.Structure):
    _fields_ = [
        ("rows", ctypes.c_void_p),
        ("n_rows", ctypes.c_int),
        ("slots", ctypes.c_int),
        ("changed", ctypes.c_int),
        ("rejected", ctypes.c_int),
        ("wall_ms", ctypes.c_double),
        ("path", (ctypes.c_char * 1024)),
    ]


class sa_precompile_options(ctypes.Structure):
    _fields_ = [
        ("threads", ctypes.c_int),
        ("filter", ctypes.c_char_p),
        ("progress", ctypes.c_void_p),
        ("progress_user", ctypes.c_void_p),
    ]


class sa_precompile_report(ctypes.Structure):
    _fields_ = [
        ("total", ctypes.c_int),
        ("compiled", ctypes.c_int),
        ("cached", ctypes.c_int),
        ("failed", ctypes.c_int),
        ("wall_ms", ctypes.c_double),
        ("compile_ms", ctypes.c_double),
        ("first_error", (ctypes.c_char * 1024)),
        ("too_large", ctypes.c_int),
        ("missing", ctypes.c_int),
        ("missing_names", (ctypes.c_char * 1024)),
    ]


class sa_kascade_prefill_args(ctypes.Structure):
    _fields_ = [
        ("sparse", sa_kascade_sparse_args),
        ("role", ctypes.c_int),
        ("topk_fraction", ctypes.c_float),
        ("k_min", ctypes.c_int),
        ("chunk_tiles", ctypes.c_int),
        ("workspace", ctypes.c_void_p),
        ("workspace_bytes", ctypes.c_size_t),
    ]


class sa_kascade_decode_args(ctypes.Structure):
    _fields_ = [
        ("decode", sa_decode_args),
        ("role", ctypes.c_int),
    ]


class sa_abi_entry(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_char_p),
        ("member", ctypes.c_char_p),
        ("offset", ctypes.c_size_t),
        ("size", ctypes.c_size_t),
    ]


STRUCTS = [sa_context_options, sa_strides, sa_blasst_params, sa_kv_quant, sa_attention_args, sa_tiles, sa_kascade_decode_params, sa_decode_args, sa_decode_plan, sa_merge_args, sa_ref_options, sa_blasst_point, sa_blasst_fit, sa_synth_options, sa_block_sparse_args, sa_momo_params, sa_momo_args, sa_momo_buffers, sa_kascade_prompt, sa_kascade_sim_params, sa_kascade_plan, sa_kascade_sim_gpu_args, sa_kascade_sparse_args, sa_device_info, sa_kernel_info, sa_tune_shape, sa_autotune_options, sa_autotune_row, sa_autotune_report, sa_precompile_options, sa_precompile_report, sa_kascade_prefill_args, sa_kascade_decode_args, sa_abi_entry]
