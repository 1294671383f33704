"""Engine: taxonomies, the ONNX encoder, the embedding index, title cleaning, retrieval, skills."""
