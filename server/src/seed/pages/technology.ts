import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const technologySeed: PageValues<"technology"> = {
  title: "Technology Platform",
  breadcrumb: "Technology",
  description:
    "How codon mapping links a {{aminoAcids}}-amino-acid sequence to {{mappedGenes}} genes across {{pathways}} cellular pathways.",
  intro:
    "A {{aminoAcids}}-amino-acid synthetic sequence, mapped codon by codon to {{mappedGenes}} therapeutic genes across {{pathways}} cellular pathways.",
  overview: { label: "Download Technology Overview", document: null },
  platformTitle: "The platform",
  platformStats: [
    { value: "{{aminoAcids}}", label: "Amino acids in the synthetic sequence" },
    { value: "{{mappedGenes}}", label: "Therapeutic genes mapped" },
    { value: "{{pathways}}", label: "Cellular pathways reached" },
    { value: "{{diseaseAreas}}", label: "Disease areas: HIV and cancer" },
  ],
  platformText: [
    "Most gene therapies pick one gene and change it. Our platform starts from the other end: a single designed protein sequence whose codons are read as a map of the genes and pathways a disease relies on.",
    "Each codon segment of the {{aminoAcids}}-amino-acid sequence is assigned a target gene and the pathway it acts in. Taken together the map covers {{mappedGenes}} genes, which lets one construct be tuned to influence several points of a disease process at once.",
  ].join("\n\n"),
  approachesTitle: "Two therapeutic approaches",
  approaches: [
    {
      title: "Functional cure through cellular reprogramming",
      summary:
        "Cells carrying HIV or driving a tumour are reprogrammed so that they stop sustaining the disease. The goal is durable control without continuous medication.",
      points: [
        { text: "Targets genes that maintain latent viral reservoirs and tumour survival signals" },
        { text: "Designed for a small number of administrations" },
        { text: "Phase I readiness targeted in 18-24 months" },
      ],
    },
    {
      title: "Prevention by blocking viral entry receptors",
      summary:
        "The sequence is mapped to reduce the surface receptors a virus needs to enter a cell, aiming to stop infection before it starts.",
      points: [
        { text: "Acts on viral entry receptors and co-receptors" },
        { text: "Intended for people at high risk of exposure" },
        { text: "Phase I readiness targeted in 24-36 months" },
      ],
    },
  ],
  pipelineTitle: "From map to medicine",
  stepLabel: "Step",
  pipeline: [
    { title: "Map", description: "Assign each codon segment of the sequence to a therapeutic gene and its pathway." },
    {
      title: "Design",
      description: "Model the construct, check for off-target effects and immune recognition in silico.",
    },
    { title: "Deliver", description: "Package the construct in a delivery system suited to the target tissue." },
    { title: "Measure", description: "Test expression, pathway activity and safety in cell and animal models." },
  ],
  deliveryTitle: "Delivery systems under evaluation",
  deliverySystems: [
    { name: "Lipid nanoparticles", use: "Systemic delivery with a clinical track record in nucleic-acid medicines." },
    { name: "Viral vectors", use: "Efficient, longer-lasting expression in selected cell types." },
    {
      name: "Electroporation",
      use: "Ex vivo delivery into cells collected from the patient and returned after treatment.",
    },
    { name: "Biodegradable hydrogels", use: "Local, slow release at a tumour site." },
  ],
  scienceLink: { label: "Read the scientific foundation", href: "/science" },
};
