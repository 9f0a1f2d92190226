import type { DocumentFamily } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addLetterhead, deleteGeneratedDocument, deleteLetterhead, generateDocument, listGeneratedDocuments, listLetterheads, listTemplates, sendDocumentPdf } from './api';

export const documentsKeys = {
  all: ['documents'] as const,
  templates: (family?: DocumentFamily) => [...documentsKeys.all, 'templates', family ?? 'all'] as const,
  generated: (page: number, limit: number) => [...documentsKeys.all, 'generated', page, limit] as const,
  generatedAll: () => [...documentsKeys.all, 'generated'] as const,
  letterheads: () => [...documentsKeys.all, 'letterheads'] as const,
};

export const useTemplatesQuery = (family?: DocumentFamily) => useQuery({ queryKey: documentsKeys.templates(family), queryFn: () => listTemplates(family), staleTime: 5 * 60_000 });

export const useGeneratedDocumentsQuery = (page: number, limit: number, enabled = true, templateId?: string) =>
  useQuery({ queryKey: [...documentsKeys.generated(page, limit), templateId ?? ''], queryFn: () => listGeneratedDocuments(page, limit, templateId), enabled });

export const useLetterheadsQuery = (enabled = true) => useQuery({ queryKey: documentsKeys.letterheads(), queryFn: listLetterheads, enabled });

/** Generates a document, then refreshes the list of generated documents. */
export const useGenerateDocumentMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateDocument, onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.generatedAll() }) });
};

export const useDeleteGeneratedDocumentMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGeneratedDocument, onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.generatedAll() }) });
};

export const useSendDocumentPdfMutation = () => useMutation({ mutationFn: ({ id, email }: { id: string; email: string }) => sendDocumentPdf(id, email) });

export const useAddLetterheadMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addLetterhead, onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.letterheads() }) });
};

export const useDeleteLetterheadMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLetterhead, onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.letterheads() }) });
};
