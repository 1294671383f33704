"""models.export.export_onnx on BERT- and MPNet-family models (tiny random ones made here; needs the train extra)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")
pytest.importorskip("onnx")


def tiny_model(kind: str, folder: Path) -> Path:
    from tokenizers import Tokenizer
    from tokenizers.models import WordLevel

    common = {"vocab_size": 8000,  # the export traces with BERT token ids up to 7592
               "hidden_size": 16, "num_hidden_layers": 1, "num_attention_heads": 2,
              "intermediate_size": 32, "max_position_embeddings": 40}
    if kind == "mpnet":  # all-mpnet-base-v2's family: no token types, pad id 1
        config = transformers.MPNetConfig(**common, pad_token_id=1)
    else:
        config = transformers.BertConfig(**common, pad_token_id=0)
    torch.manual_seed(0)
    transformers.AutoModel.from_config(config).save_pretrained(folder)
    Tokenizer(WordLevel({"[UNK]": 0, "a": 5}, unk_token="[UNK]")).save(str(folder / "tokenizer.json"))
    return folder


@pytest.mark.parametrize("kind", ["bert", "mpnet"])
def test_exported_graph_gives_the_models_pooled_unit_embeddings(kind: str, tmp_path: Path) -> None:
    import onnxruntime as ort

    from models.export import export_onnx

    src = tiny_model(kind, tmp_path / kind)
    onnx_path = export_onnx(src, tmp_path / "out")
    pad = 1 if kind == "mpnet" else 0
    ids = np.array([[2, 7, 9, 11, 3], [2, 8, 3, pad, pad]], dtype=np.int64)
    mask = (np.arange(5)[None, :] < np.array([[5], [3]])).astype(np.int64)
    session = ort.InferenceSession(str(onnx_path), providers=["CPUExecutionProvider"])
    feeds = {"input_ids": ids, "attention_mask": mask}
    if "token_type_ids" in {i.name for i in session.get_inputs()}:
        feeds["token_type_ids"] = np.zeros_like(ids)
    (got,) = session.run(["embedding"], feeds)

    model = transformers.AutoModel.from_pretrained(str(src)).eval()
    with torch.no_grad():
        hidden = model(input_ids=torch.from_numpy(ids), attention_mask=torch.from_numpy(mask)).last_hidden_state
    m = torch.from_numpy(mask).unsqueeze(-1).float()
    want = torch.nn.functional.normalize((hidden * m).sum(1) / m.sum(1), dim=1).numpy()
    assert got.shape == (2, 16)
    np.testing.assert_allclose(np.linalg.norm(got, axis=1), 1.0, atol=1e-5)
    # the padded row must not see its padding: equal to the model's own masked mean, not to a 5-token run
    np.testing.assert_allclose(got, want, atol=1e-4)
