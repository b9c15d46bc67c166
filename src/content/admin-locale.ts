// The owner's forms (Sveltia CMS) in Portuguese: our words for the CMS's messages, put over the package's own
// pt-BR file at build time (integrations/admin-bundle.mjs; the merge is src/lib/admin-locale.ts). Keyed by the
// message's path in the package's English file (en-US.json). The package's pt-BR misses the messages of its
// newer releases and leaves some in English; it also calls the photos and files "recursos" (features), which the
// owner reads as something else: here they are "arquivos". Placeholders ({$name}) and plural selectors
// (.input … .match) are kept as the English has them (src/lib/admin-locale.test.ts checks it).

/** Messages the package's pt-BR lacks, or has in English or in words the owner would not follow. */
export const adminLocaleOverrides: Record<string, string> = {
  // Missing from the package's pt-BR.
  select_item: "Selecionar {$name}",
  folders: "Pastas",
  more_folders: "Mais Pastas",
  sign_in_using_access_token_workflow_note:
    "Como o Fluxo de Trabalho Editorial está ativado, ele também precisa ter acesso de leitura e escrita aos pedidos de alteração.",
  sign_in_with_link: "Entrar com Link",
  sign_in_with_link_confirmation:
    "Este link faz você entrar como {$account} no {$service} e copia as configurações do aparelho em que ele foi criado. Continue só se foi você mesmo que criou o link.",
  domain: "Domínio",
  file_unavailable: "Indisponível",
  file_unavailable_description: "Não foi possível carregar este arquivo. Ele pode ter sido movido ou excluído.",
  back_to_parent_folder: "Voltar para a Pasta Acima",
  new_folder: "Nova Pasta",
  new_folder_name: "Nome da Pasta",
  new_folder_create: "Criar",
  new_folder_description: "A nova pasta será criada em “{$folder}”.",
  "new_folder_error.empty": "O nome da pasta não pode ficar vazio.",
  "new_folder_error.invalid": "O nome da pasta não pode ter barras nem começar com ponto.",
  "new_folder_error.duplicate": "Já existe aqui uma pasta ou um arquivo com este nome.",
  creating_folder: "Criando a pasta…",
  creating_folder_failed: "Não foi possível criar a pasta.",
  folder_options: "Opções da Pasta",
  show_folder_options: "Mostrar Opções da Pasta",
  rename_folder: "Renomear Pasta",
  delete_folder: "Excluir Pasta",
  enter_new_name_for_folder:
    ".input {$count :integer} .match $count 0 {{Insira um novo nome abaixo.}} one {{Insira um novo nome abaixo. O arquivo da pasta será movido junto, e as entradas que o usam serão atualizadas.}} * {{Insira um novo nome abaixo. Os {$count} arquivos da pasta serão movidos junto, e as entradas que os usam serão atualizadas.}}",
  enter_new_name_for_external_folder:
    ".input {$count :integer} .match $count 0 {{Insira um novo nome abaixo.}} one {{Insira um novo nome abaixo. O arquivo da pasta será movido junto e o endereço dele vai mudar: atualize as entradas que o usam.}} * {{Insira um novo nome abaixo. Os {$count} arquivos da pasta serão movidos junto e os endereços deles vão mudar: atualize as entradas que os usam.}}",
  confirm_deleting_folder:
    ".input {$count :integer} .match $count 0 {{Tem certeza de que deseja excluir a pasta vazia “{$name}”?}} one {{Tem certeza de que deseja excluir a pasta “{$name}” e o arquivo que está nela?}} * {{Tem certeza de que deseja excluir a pasta “{$name}” e os {$count} arquivos que estão nela?}}",
  renaming_folder: "Renomeando a pasta…",
  renaming_folder_failed: "Não foi possível renomear a pasta.",
  deleting_folder: "Excluindo a pasta…",
  deleting_folder_failed: "Não foi possível excluir a pasta.",
  replace_file: "Substituir Arquivo",
  replace_image: "Substituir Imagem",
  remove_file: "Remover Arquivo",
  remove_image: "Remover Imagem",
  deleting_referenced_assets_note:
    ".input {$count :integer} .match $count one {{A menção a ele em uma entrada também será removida.}} * {{As menções a ele em {$count} entradas também serão removidas.}}",
  cannot_delete_referenced_assets:
    ".input {$count :integer} .match $count one {{Este arquivo não pode ser excluído: sem ele, os campos abaixo, nas entradas que o usam, ficariam inválidos. Atualize essas entradas antes.}} * {{Estes arquivos não podem ser excluídos: sem eles, os campos abaixo, nas entradas que os usam, ficariam inválidos. Atualize essas entradas antes.}}",
  deleting_referenced_entries_note:
    ".input {$count :integer} .match $count one {{A menção a ela em outra entrada também será removida.}} * {{As menções a ela em {$count} outras entradas também serão removidas.}}",
  cannot_delete_referenced_entries:
    ".input {$count :integer} .match $count one {{Esta entrada não pode ser excluída: sem ela, os campos abaixo, em outras entradas, ficariam inválidos. Atualize essas entradas antes.}} * {{Estas entradas não podem ser excluídas: sem elas, os campos abaixo, em outras entradas, ficariam inválidos. Atualize essas entradas antes.}}",
  show_errors: "Mostrar Erros",
  folder_created: "Pasta criada.",
  folder_path: "Caminho da Pasta",
  folder_contents: "Conteúdo",
  x_folders: ".input {$count :integer} .match $count 0 {{Nenhuma pasta}} one {{{$count} pasta}} * {{{$count} pastas}}",
  folder_renamed: "Pasta renomeada.",
  folder_deleted: "Pasta excluída.",
  "entry_sidebar.slug.title": "Endereço",
  "entry_sidebar.slug.generated_on_save":
    "O endereço é feito a partir do conteúdo da entrada quando ela é salva. Se ele tiver data e hora, serão as do momento em que ela foi salva.",
  "entry_sidebar.slug.unavailable": "Esta entrada não tem endereço.",
  "save_conflict.title": "Entrada Alterada por Outra Pessoa",
  "save_conflict.modified_by": "{$name} alterou esta entrada em {$date}, depois que você a abriu.",
  "save_conflict.modified": "Esta entrada foi alterada no repositório depois que você a abriu.",
  "save_conflict.deleted": "Esta entrada foi excluída do repositório depois que você a abriu.",
  "save_conflict.overwrite_warning": "Se você salvar agora, as alterações da outra pessoa serão perdidas.",
  "save_conflict.recreate_warning": "Se você salvar agora, a entrada será criada de novo.",
  "save_conflict.save_anyway": "Salvar Mesmo Assim",
  "save_conflict.branch_moved": "Outra pessoa atualizou o repositório enquanto você salvava. Tente novamente.",
  "remote_change.reload_entry": "Recarregar Entrada",
  "remote_change.confirm_reloading_entry":
    "Tem certeza de que deseja recarregar a entrada? As alterações que você não salvou serão perdidas.",
  list_item_options: "Opções do Item da Lista",
  "relation_field.save_together_hint": "O item novo ({$name}) será salvo junto com a entrada que você está editando.",
  "relation_field.add_failed": "Não foi possível adicionar o item ({$name}). Veja os detalhes no console do navegador.",
  "assets_dialog.title.folder": "Selecionar Pasta",
  "assets_dialog.selected_folder": "Pasta selecionada: {$path}",
  "assets_dialog.selected_folders":
    ".input {$count :integer} .match $count one {{{$count} pasta selecionada}} * {{{$count} pastas selecionadas}}",
  "assets_dialog.no_subfolders": "Esta pasta não tem subpastas.",
  "cloud_storage.bunny_storage.auth_key_label": "Senha da Zona de Armazenamento",
  // Errors in the configuration (src/lib/admin-config.ts): the build's tests keep them from the owner's screen,
  // but a message in English would be the one he could not read.
  "config.error.invalid_sanitize_replacement":
    "A opção `sanitize_replacement` está definida como `{$replacement}`, mas tem um caractere que não pode ser usado num endereço, então não pode substituir outro.",
  "config.error.invalid_url_option":
    "A opção `{$option}` está definida como `{$url}`, mas precisa ser um endereço completo, começando com `https://` ou `http://`.",
  "config.error.i18n_no_locales": "A opção `i18n.locales` precisa listar pelo menos um idioma.",
  "config.error.i18n_invalid_default_locale":
    "A opção `default_locale` está definida como `{$locale}`, mas esse idioma não está entre os `locales`.",
  "config.error.i18n_invalid_initial_locale":
    "A opção `initial_locales` tem `{$locale}`, mas esse idioma não está entre os `locales`.",
  "config.error.invalid_identifier_field":
    "A opção `identifier_field` se refere a `{$name}`, mas a coleção não tem nenhum campo com esse nome.",
  "config.error.invalid_filter_field":
    "A opção `filter` se refere a `{$name}`, mas a coleção não tem nenhum campo com esse nome.",
  "config.error.invalid_filter_no_condition":
    "A opção `filter` precisa ter a opção `value` ou `pattern` para comparar com as entradas.",
  "config.error.option_field_not_found":
    "A opção `{$option}` se refere a `{$name}`, mas não há nenhum campo com esse nome.",
  "config.error.thumbnail_field_not_media":
    "A opção `thumbnail` se refere a `{$name}`, mas ele precisa ser um campo de Imagem ou de Arquivo, não um campo `{$widget}`.",
  "config.error.invalid_regex":
    "A opção `{$option}` tem uma expressão regular inválida, `{$pattern}`, que será ignorada.",
  "config.error.invalid_view_filter_no_condition":
    "O filtro de visualização {$count} precisa ter a opção `pattern` ou uma opção de comparação, como `eq` ou `gte`, para comparar com as entradas.",
  "config.error.invalid_view_group_default":
    "A opção `default` de `view_groups` está definida como `{$name}`, mas nenhum grupo de visualização tem esse nome.",
  "config.error.invalid_view_filter_default":
    "A opção `default` de `view_filters` está definida como `{$name}`, mas nenhum filtro de visualização tem esse nome.",
  "config.error.collection_folder_i18n_required":
    "A coleção precisa ter a opção `i18n` definida se o marcador `locale` for usado no caminho `folder`.",
  "config.error.invalid_collection_folder_locale":
    "O caminho `folder` `{$folder}` é inválido. O marcador `locale` deve aparecer só uma vez, como o nome inteiro de uma pasta, como em `content/\\{\\{locale\\}\\}/posts`.",
  "config.error.invalid_range_options": "A opção `{$min}` não pode ser maior que a opção `{$max}`.",
  "config.error.invalid_step": "A opção `step` está definida como `{$step}`, mas precisa ser maior que zero.",
  "config.error.select_field_no_options": "O campo de Seleção precisa ter pelo menos um item na opção `options`.",
  "config.error.select_field_duplicate_option":
    "As `options` do campo de Seleção não podem se repetir, mas `{$value}` aparece mais de uma vez.",
  "config.error.select_field_invalid_default":
    "A opção `default` do campo de Seleção está definida como `{$value}`, mas esse valor não está entre as `options`.",
  "config.error.list_field_no_subfields":
    "A opção `fields` ou `types` do campo de Lista precisa ter pelo menos um item. Deixe a opção de fora para uma lista de valores simples.",
  "config.error.list_field_invalid_default_object":
    "A opção `default` do campo de Lista tem um objeto, mas cada item precisa ser um valor simples, porque o campo não tem `fields` nem `types`.",
  "config.error.list_field_invalid_default_item":
    "A opção `default` do campo de Lista tem `{$value}`, mas cada item precisa ser um objeto, porque o campo tem `fields` ou `types`.",
  "config.error.list_field_invalid_default_key":
    "A opção `default` do campo de Lista tem um item com a propriedade `{$key}`, mas nenhum subcampo tem esse nome.",
  "config.error.list_field_default_missing_type":
    "A opção `default` do campo de Lista tem um item sem a propriedade `{$typeKey}`, que indica um dos `types`.",
  "config.error.list_field_invalid_default_type":
    "A opção `default` do campo de Lista tem um item cuja propriedade `{$typeKey}` é `{$value}`, mas esse valor não está entre os `types`.",
  "config.error.invalid_default_multiple":
    "A opção `default` precisa ser uma lista, porque a opção `multiple` é `true`.",
  "config.error.invalid_default_single":
    "A opção `default` precisa ser um valor só, não uma lista, porque a opção `multiple` não é `true`.",
  "config.error.object_field_invalid_default_key":
    "A opção `default` do campo de Objeto tem a propriedade `{$key}`, mas nenhum subcampo tem esse nome.",
  "config.error.object_field_default_missing_type":
    "A opção `default` do campo de Objeto não tem a propriedade `{$typeKey}`, que indica um dos `types`.",
  "config.error.object_field_invalid_default_type":
    "A propriedade `{$typeKey}` da opção `default` do campo de Objeto é `{$value}`, mas esse valor não está entre os `types`.",
  "config.error.code_field_invalid_default_object":
    "A opção `default` do campo de Código precisa ser um texto, porque a opção `output_code_only` é `true`.",
  "config.error.code_field_invalid_default_key":
    "A opção `default` do campo de Código tem a propriedade `{$key}`, mas a opção `keys` só permite `{$code}` e `{$lang}`.",
  "config.error.number_field_default_not_integer":
    "A opção `default` do campo de Número está definida como `{$value}`, mas precisa ser um número inteiro, porque a opção `value_type` é `{$valueType}`.",
  "config.error.number_field_default_not_number":
    "A opção `default` do campo de Número está definida como `{$value}`, mas precisa ser um número, porque a opção `value_type` é `{$valueType}`.",
  "config.error.object_field_no_subfields":
    "A opção `fields` ou `types` do campo de Objeto precisa ter pelo menos um item.",
  "config.error.relation_field_invalid_display_field":
    "O campo de exibição indicado, `{$field}`, é inválido ou não existe.",
  "config.error.relation_field_invalid_search_field":
    "O campo de pesquisa indicado, `{$field}`, é inválido ou não existe.",
  "config.error.relation_field_invalid_filter_field":
    "O campo de filtro indicado, `{$field}`, é inválido ou não existe.",
  "config.warning.missing_identifier_field":
    "A coleção não tem um campo `{$name}` para dar nome às entradas novas, então cada entrada nova recebe um endereço aleatório. Adicione um campo `{$name}` ou defina a opção `identifier_field` ou `slug`.",
  "config.warning.slug_i18n_ineffective":
    "A opção `i18n` de `slug` não tem efeito, porque a coleção não usa a estrutura de idiomas `multiple_files`, `multiple_folders` ou `multiple_root_folders`, em que cada idioma tem um arquivo próprio.",
  "config.warning.i18n_not_configured":
    "A opção `i18n` está ativada, mas os idiomas não estão configurados no início da configuração nem na coleção, então a opção não tem efeito.",
  "status.deploying": "Publicando no Site",
  "workflow.deploying_deletion": "Exclusão",

  // The form's panes are named after the entry's language; a site in one language has none, and the CMS names
  // it by its code, "_default": then the names leave it out.
  edit_x_locale:
    ".input {$locale :string} .match $locale |_default| {{Editar Conteúdo}} * {{Editar Conteúdo em {$locale}}}",
  preview_x_locale:
    ".input {$locale :string} .match $locale |_default| {{Pré-visualizar Conteúdo}} * {{Pré-visualizar Conteúdo em {$locale}}}",
  show_content_options_x_locale:
    ".input {$locale :string} .match $locale |_default| {{Mostrar Opções de Conteúdo}} * {{Mostrar Opções de Conteúdo em {$locale}}}",
  content_options_x_locale:
    ".input {$locale :string} .match $locale |_default| {{Opções de Conteúdo}} * {{Opções de Conteúdo em {$locale}}}",

  // Left in English by the package.
  slug: "Endereço",
  "sort_keys.slug": "Endereço",
  "entry_sidebar.backlinks.title": "Mencionada em",
  "cloud_storage.cloudinary.auth_key_label": "Segredo da API",
  "cloud_storage.uploadcare.auth_key_label": "Chave Secreta da API",
  "cloud_storage.aws_s3.auth_key_label": "Chave de Acesso Secreta",
  "cloud_storage.cloudflare_r2.auth_key_label": "Chave de Acesso Secreta",
  "cloud_storage.digitalocean_spaces.auth_key_label": "Chave de Acesso Secreta",
  "prefs.advanced.deploy_hook.title": "Gatilho de Publicação",
  "prefs.advanced.deploy_hook.url.field_label": "URL do Gatilho",
  "prefs.advanced.deploy_hook.url.saved": "URL do gatilho salva.",
  "prefs.advanced.deploy_hook.url.removed": "URL do gatilho removida.",
  edit_slug: "Editar Endereço",
  // "Site ativo" reads as a site that is switched on.
  live_site: "Site Publicado",
  visit_live_site: "Ver o Site Publicado",
  view_on_live_site: "Ver no Site Publicado",

  // His photos and files: "arquivos", not "recursos".
  assets: "Arquivos",
  search_placeholder_assets: "Pesquisar arquivos…",
  search_placeholder_all: "Pesquisar conteúdo e arquivos…",
  asset_library: "Biblioteca de Arquivos",
  collection_assets: "Arquivos da Coleção",
  asset_list: "Lista de Arquivos",
  x_asset_folder: "Pasta de Arquivos {$folder}",
  viewing_asset_folder_list: "Você está agora visualizando a lista de pastas de arquivos.",
  viewing_x_asset_folder:
    ".input {$count :integer} .match $count 0 {{Você está agora visualizando a pasta de arquivos “{$folder}”, que ainda não tem arquivos.}} one {{Você está agora visualizando a pasta de arquivos “{$folder}”, que tem um arquivo.}} * {{Você está agora visualizando a pasta de arquivos “{$folder}”, que tem {$count} arquivos.}}",
  viewing_x_external_location: "Você está agora visualizando os arquivos no {$service}.",
  asset_folder_not_found: "Pasta de arquivos não encontrada.",
  show_assets: "Mostrar Arquivos",
  hide_assets: "Ocultar Arquivos",
  all_assets: "Todos os Arquivos",
  asset_folder_list: "Lista de Pastas de Arquivos",
  back_to_asset_folder_list: "Voltar para a Lista de Pastas de Arquivos",
  viewing_asset_search_results:
    ".input {$count :integer} .match $count 0 {{Você está agora visualizando os resultados da pesquisa por “{$terms}”. Não encontramos nenhum arquivo.}} one {{Você está agora visualizando os resultados da pesquisa por “{$terms}”. Encontramos um arquivo.}} * {{Você está agora visualizando os resultados da pesquisa por “{$terms}”. Encontramos {$count} arquivos.}}",
  x_assets:
    ".input {$count :integer} .match $count 0 {{Nenhum arquivo}} one {{{$count} arquivo}} * {{{$count} arquivos}}",
  upload_assets: "Enviar Novos Arquivos",
  edit_asset: "Editar Arquivo",
  rename_asset: "Renomear Arquivo",
  enter_new_name_for_asset:
    ".input {$count :integer} .match $count 0 {{Insira um novo nome abaixo.}} one {{Insira um novo nome abaixo. Uma entrada que usa o arquivo também será atualizada.}} * {{Insira um novo nome abaixo. {$count} entradas que usam o arquivo também serão atualizadas.}}",
  replace_asset: "Substituir Arquivo",
  delete_assets: ".input {$count :integer} .match $count one {{Excluir Arquivo}} * {{Excluir Arquivos}}",
  delete_selected_assets:
    ".input {$count :integer} .match $count one {{Excluir Arquivo Selecionado}} * {{Excluir Arquivos Selecionados}}",
  confirm_deleting_this_asset: "Tem certeza de que deseja excluir este arquivo?",
  confirm_deleting_selected_assets:
    ".input {$count :integer} .match $count one {{Tem certeza de que deseja excluir o arquivo selecionado?}} * {{Tem certeza de que deseja excluir os {$count} arquivos selecionados?}}",
  confirm_deleting_all_assets: "Tem certeza de que deseja excluir todos os arquivos?",
  confirm_deleting_this_entry_with_assets: "Tem certeza de que deseja excluir esta entrada e os arquivos associados?",
  confirm_deleting_selected_entries_with_assets:
    ".input {$count :integer} .match $count one {{Tem certeza de que deseja excluir a entrada selecionada e os arquivos associados?}} * {{Tem certeza de que deseja excluir as {$count} entradas selecionadas e os arquivos associados?}}",
  confirm_deleting_all_entries_with_assets:
    "Tem certeza de que deseja excluir todas as entradas e os arquivos associados?",
  assets_saved: ".input {$count :integer} .match $count one {{Arquivo salvo.}} * {{{$count} arquivos salvos.}}",
  assets_saved_and_published:
    ".input {$count :integer} .match $count one {{Arquivo salvo e publicado.}} * {{{$count} arquivos salvos e publicados.}}",
  assets_downloaded:
    ".input {$count :integer} .match $count one {{Arquivo baixado.}} * {{{$count} arquivos baixados.}}",
  assets_moved: ".input {$count :integer} .match $count one {{Arquivo movido.}} * {{{$count} arquivos movidos.}}",
  assets_renamed:
    ".input {$count :integer} .match $count one {{Arquivo renomeado.}} * {{{$count} arquivos renomeados.}}",
  assets_deleted: ".input {$count :integer} .match $count one {{Arquivo excluído.}} * {{{$count} arquivos excluídos.}}",
  viewing_x_asset_details: "Você está visualizando os detalhes do arquivo “{$name}”.",
  asset_editor: "Editor de Arquivos",
  previous_asset: "Arquivo Anterior",
  next_asset: "Próximo Arquivo",
  asset_info: "Informações do Arquivo",
  "assets_dialog.error.search_fetch_failed": "Ocorreu um erro ao pesquisar arquivos. Tente novamente mais tarde.",
  "assets_dialog.error.image_fetch_failed":
    "Ocorreu um erro ao baixar o arquivo selecionado. Tente novamente mais tarde.",
  "keyboard_shortcuts_.view_asset_library": "Ver Biblioteca de Arquivos",
  "keyboard_shortcuts_.search": "Pesquisar entradas e arquivos",
  create_entry_or_assets: "Criar Entrada ou Enviar Arquivos",
  global_assets: "Arquivos Gerais",
  select_asset_show_info: "Selecione um arquivo para ver as informações dele.",
  "enter_new_name_for_asset_error.duplicate": "Outro arquivo já tem este nome.",
  "assets_dialog.folder.field": "Arquivos deste Campo",
  "assets_dialog.folder.entry": "Arquivos desta Entrada",
  "assets_dialog.folder.file": "Arquivos deste Item",
  "assets_dialog.folder.collection": "Arquivos da Coleção",
  "assets_dialog.folder.global": "Arquivos Gerais",
};
